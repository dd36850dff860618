import { SamplePage } from '../components/sample-page';
import { FilePreviews } from '../features/request-detail/components/file-previews';
import { sampleRequest } from '../samples/sample-request';

/** `/pc/Preview`: the previews of a request's images and attachments, with sample data. */
export default function PreviewPage() {
  const { images, attachments } = sampleRequest();
  return (
    <SamplePage name="sample.preview">
      <FilePreviews images={images} attachments={attachments} />
    </SamplePage>
  );
}
