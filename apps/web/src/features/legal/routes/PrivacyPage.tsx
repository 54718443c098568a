import { usePublicConfig } from '../../../shared/config/use-public-config';
import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { LegalSection } from '../components/LegalSection';

export default function PrivacyPage() {
  const { app_name, support_email } = usePublicConfig();
  return (
    <Page width="narrow">
      <PageHeader title="Privacy Policy" subtitle={`How ${app_name} handles your data.`} />
      <div className="space-y-8">
        <LegalSection title="What we collect">
          <p>
            Your username, e-mail address and password (stored only as a hash), your Discord ID when you link
            Discord, your purchases, and the Steam and CSGORoll accounts you connect together with the trades,
            inventories and balances our bots see for them.
          </p>
        </LegalSection>
        <LegalSection title="How we use it">
          <p>
            To run your bots, show your dashboard, process payments, send you account e-mails such as password
            reset links, and keep the service safe from abuse. We do not sell your data.
          </p>
        </LegalSection>
        <LegalSection title="How we protect it">
          <p>
            Trading-account secrets are encrypted at rest and never shown again after you save them. Payments
            are handled by our payment providers; we never see or store your card number.
          </p>
        </LegalSection>
        <LegalSection title="Cookies and local storage">
          <p>
            Your browser keeps your sign-in token and theme preference in local storage, and your cookie
            choice in a cookie named cookiesAccepted for 365 days.
          </p>
        </LegalSection>
        <LegalSection title="Your rights">
          <p>
            You can ask for a copy of your data, its correction or the deletion of your account at any time.
          </p>
        </LegalSection>
        <LegalSection title="Contact">
          <p>
            For any privacy question or request, write to{' '}
            <a href={`mailto:${support_email}`} className="link link-primary">
              {support_email}
            </a>
            .
          </p>
        </LegalSection>
      </div>
    </Page>
  );
}
