import type { PortalConfig } from './entities';
import type { Locale } from './locales';

/**
 * What a language without a stored configuration shows: no name, no contact details and no counts.
 * The API answers it for such a language, and a public page renders with it when none reached it.
 */
export const emptyConfig = (lang: Locale): PortalConfig => ({
  lang,
  name: '',
  iconUrl: null,
  address: null,
  email: null,
  tel: null,
  introduce: null,
  lawyerCount: 0,
  isLawyerCountVisible: 0,
  totalPeople: 0,
  isTotalPeopleVisible: 0,
  branchCount: 0,
  isBranchCountVisible: 0,
  advantagesList: [],
  environmentList: [],
});
