import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function SuccessPage() {
  return (
    <Page>
      <PageHeader title="Purchase" subtitle="The result of your payment." />
    </Page>
  );
}
