import { usePublicConfig } from '../../../shared/config/use-public-config';
import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { FaqAccordion } from '../components/FaqAccordion';
import { faqItems } from '../lib/faq-items';

export default function FaqPage() {
  const { app_name } = usePublicConfig();
  return (
    <Page width="narrow">
      <PageHeader
        title="Frequently Asked Questions"
        subtitle="Answers about the bots, the free trial, credits and payments."
      />
      <FaqAccordion items={faqItems(app_name)} />
    </Page>
  );
}
