import { VideoForm } from './VideoForm';

/** The upload-videos tab: the video upload flow, ready for the next video after each save. */
export function VideoUploadTab() {
  return (
    <div className="max-w-xl">
      <VideoForm />
    </div>
  );
}
