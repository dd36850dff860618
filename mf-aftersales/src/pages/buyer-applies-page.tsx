import { SamplePage } from '../components/sample-page';
import { HistoryList } from '../features/request-detail/components/history-list';
import { sampleRequest } from '../samples/sample-request';

/** `/pc/BuyerAppliesForAfterSalesService`: the buyer's application in the negotiation history, with sample data. */
export default function BuyerAppliesPage() {
  const request = sampleRequest();
  return (
    <SamplePage name="sample.apply">
      <HistoryList request={{ ...request, history: request.history.slice(0, 1) }} />
    </SamplePage>
  );
}
