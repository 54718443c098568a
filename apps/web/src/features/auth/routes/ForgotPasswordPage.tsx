import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function ForgotPasswordPage() {
  return (
    <Page>
      <PageHeader title="Forgot password" subtitle="We will e-mail you a link to reset it." />
    </Page>
  );
}
