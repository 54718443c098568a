import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { usePublicConfig } from '../../../shared/config/use-public-config';
import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { LegalSection } from '../components/LegalSection';

export default function TermsPage() {
  const { app_name, support_email } = usePublicConfig();
  return (
    <Page width="narrow">
      <PageHeader title="Terms of Service" subtitle="Please read these terms before you use the service." />
      <div className="space-y-8">
        <LegalSection title="1. Acceptance of Terms">
          <p>
            By creating an account, buying a license or credits, or otherwise using {app_name}, you agree to
            these Terms of Service. If you do not agree, do not use the service.
          </p>
        </LegalSection>
        <LegalSection title="2. License">
          <p>
            We grant you a limited, personal, non-exclusive, non-transferable license to use {app_name} for
            your personal, non-commercial use during the period you paid for. You may not resell, share or
            sublicense your access, or copy, reverse-engineer or resell the service or its bots.
          </p>
        </LegalSection>
        <LegalSection title="3. Data Collection">
          <p>
            To run the service we collect the data described in our{' '}
            <Link to={paths.privacy} className="link link-primary">
              Privacy Policy
            </Link>
            , including your account details, the trading accounts you connect and the trades our bots make
            for you.
          </p>
        </LegalSection>
        <LegalSection title="4. Refund Policy">
          <p>
            All sales are final. Licenses, deposit bot plans and credit packs are delivered immediately and
            are not refundable, in whole or in part. Use the free trial to decide whether the service fits you
            before you buy.
          </p>
        </LegalSection>
        <LegalSection title="5. Risk Disclaimer">
          <p>
            Trading skins carries risk. Prices change, marketplaces and Steam may change their rules, limit or
            ban accounts, and automated trading can lose value. {app_name} is provided as is, without any
            warranty, and we are not liable for losses of items, coins, credits or accounts. You trade at your
            own risk. {app_name} is not affiliated with Valve, Steam or CSGORoll.
          </p>
        </LegalSection>
        <LegalSection title="6. Changes and Termination">
          <p>
            We may remove licenses, ban users, stop the service or change these terms at any time without
            notice. Continuing to use the service after a change means you accept the new terms.
          </p>
        </LegalSection>
        <LegalSection title="7. Contact">
          <p>
            Questions about these terms:{' '}
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
