import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function SignInPage() {
  return (
    <Page>
      <PageHeader title="Sign In" subtitle="Welcome back." />
    </Page>
  );
}
