import { useId } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useI18n } from '#app/i18n/index.tsx';
import { useBasePath, useLangParam } from './pages/links';
import { Icon } from './icons';

/**
 * The site search box: a plain GET form to /search (works without JavaScript), in the page's
 * language (?lang= kept when the page has it). On the search page it holds the query.
 */
export function SearchForm({ className, query = '' }: { className: string; query?: string }) {
  const { t } = useI18n();
  const basePath = useBasePath();
  const lang = useLangParam();
  const id = useId();
  return (
    <form
      method="get"
      action={`${basePath}/search`}
      role="search"
      aria-label={t('search.label')}
      className={`search-form ${className}`}
    >
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search.field')}
      </label>
      <input
        id={`${id}-q`}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('search.placeholder')}
        maxLength={200}
        required
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-form__submit">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}

/** The query of the search page (its loader's), for the header's box there; elsewhere empty. */
export function useSearchQuery(): string {
  return useRouteLoaderData<{ q: string }>('site/routes/search')?.q ?? '';
}
