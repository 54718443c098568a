import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function ProfilePage() {
  return (
    <Page>
      <PageHeader title="Profile" subtitle="Your account, billing and security settings." />
    </Page>
  );
}
