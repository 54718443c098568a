import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function ChangePasswordPage() {
  return (
    <Page>
      <PageHeader title="Reset password" subtitle="Choose a new password." />
    </Page>
  );
}
