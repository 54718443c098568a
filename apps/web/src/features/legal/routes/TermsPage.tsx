import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function TermsPage() {
  return (
    <Page width="narrow">
      <PageHeader title="Terms of Service" />
    </Page>
  );
}
