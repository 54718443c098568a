import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function SignUpPage() {
  return (
    <Page>
      <PageHeader title="Sign Up" subtitle="Create your account and start a free trial." />
    </Page>
  );
}
