import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function PrivacyPage() {
  return (
    <Page width="narrow">
      <PageHeader title="Privacy Policy" />
    </Page>
  );
}
