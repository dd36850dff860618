import { SamplePage } from '../components/sample-page';
import { SellerHandling } from '../features/request-detail/components/outcome-panel';
import { sampleRequest } from '../samples/sample-request';

/** `/pc/SellerHandling`: the seller-handling panel (with a counter offer), with sample data. */
export default function SellerHandlingPage() {
  return (
    <SamplePage name="sample.seller">
      <SellerHandling request={sampleRequest()} />
    </SamplePage>
  );
}
