import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';

export default function TradingPage() {
  return (
    <Page>
      <PageHeader title="Trading" subtitle="Your connected accounts, bots and activity." />
    </Page>
  );
}
