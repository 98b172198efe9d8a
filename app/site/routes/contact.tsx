import type { Route } from './+types/contact';
import type { Office } from '#contract/entities.ts';
import { PAGE_INT, pageParam } from '#contract/urls.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { pageMeta } from '../seo';
import { metaConfig, metaI18n, metaRoot, useSiteConfig } from '../components/site-data';
import { PageHeader } from '../components/PageHeader';
import { ContactList } from '../components/Contact';
import { telHref } from '../components/LawyerCard';
import { InquiryForm } from '../components/inquiry/InquiryForm';
import { loadInquiryForm } from '../components/inquiry/form.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [offices, form] = await Promise.all([
    context.api<Office[]>(`/admin/office?lang=${context.locale}`, { lang: context.locale }),
    loadInquiryForm(context, request),
  ]);
  const article = pageParam(new URL(request.url), 'article');
  const stateArticle = context.inquiryForm?.values.articleId;
  const articleId =
    article && PAGE_INT.test(article)
      ? Number(article)
      : stateArticle && PAGE_INT.test(stateArticle)
        ? Number(stateArticle)
        : null;
  return { offices: offices.status === 200 && Array.isArray(offices.result) ? offices.result : [], articleId, ...form };
}

export function meta({ matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    root: metaRoot(matches),
    path: '/contact',
    title: i18n.t('inquiry.pageTitle'),
    siteName: metaConfig(matches)?.name,
    description: i18n.t('inquiry.pageIntro'),
  });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const { offices, inquiry, articleId } = loaderData;
  return (
    <>
      <PageHeader
        title={t('inquiry.pageTitle')}
        lead={<p>{t('inquiry.pageIntro')}</p>}
        crumbs={[{ label: t('inquiry.pageTitle') }]}
      />
      <div className="container page-body inq-page">
        <section aria-labelledby="inq-offices-title">
          <h2 id="inq-offices-title" className="inq-offices-title">
            {t('inquiry.offices')}
          </h2>
          <ContactList config={config} />
          <ul className="inq-offices" data-testid="contact-offices">
            {offices.map((o) => (
              <li key={o.id} className="inq-office">
                <h3>{o.name}</h3>
                {o.address ? (
                  <address>
                    {o.address
                      .split(/\r?\n/)
                      .filter((l) => l.trim())
                      .map((line, i) => (
                        <span key={i} className="inq-office__line">
                          {line}
                        </span>
                      ))}
                  </address>
                ) : null}
                {o.phone ? (
                  <p>
                    {t('contact.phone')}: <a href={telHref(o.phone)}>{o.phone}</a>
                  </p>
                ) : null}
                {config.email ? (
                  <p>
                    {t('contact.email')}: <a href={`mailto:${config.email}`}>{config.email}</a>
                  </p>
                ) : null}
                {o.openingHours ? (
                  <p className="inq-office__hours">
                    <strong>{t('inquiry.openingHours')}:</strong> {o.openingHours}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section id="inquiry" className="inq-form-section">
          <InquiryForm
            data={inquiry.data}
            state={inquiry.state}
            sent={inquiry.sent}
            back="/contact"
            context={{ articleId }}
            title={t('inquiry.formTitle')}
          />
        </section>
      </div>
    </>
  );
}
