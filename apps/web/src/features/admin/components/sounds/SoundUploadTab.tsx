import { SoundForm } from './SoundForm';

/** The upload-sounds tab: the sound form, ready for the next sound after each save. */
export function SoundUploadTab() {
  return (
    <div className="max-w-xl">
      <SoundForm />
    </div>
  );
}
