import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function PricingPage() {
  return (
    <Page>
      <PageHeader title="Pricing" subtitle="Premium licences, deposit bot plans and credit packs." />
    </Page>
  );
}
