import { SamplePage } from '../components/sample-page';
import { AfterSalesCompletion } from '../features/request-detail/components/outcome-panel';
import { sampleCompleted } from '../samples/sample-request';

/** `/pc/AfterSalesCompletion`: the refund-successful panel with sample data. */
export default function AfterSalesCompletionPage() {
  return (
    <SamplePage name="sample.completion">
      <AfterSalesCompletion request={sampleCompleted} />
    </SamplePage>
  );
}
