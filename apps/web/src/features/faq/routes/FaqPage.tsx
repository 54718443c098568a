import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function FaqPage() {
  return (
    <Page width="narrow">
      <PageHeader title="Frequently Asked Questions" />
    </Page>
  );
}
