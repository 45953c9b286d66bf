import { contract } from '@tp/contract';
import { suggestTranscription } from '@tp/phonetics/transcription';
import type { CourseAudio } from '../../platform/course-audio';
import type { BindRoute } from '../../platform/routes';
import type { MediaStorage } from '../../platform/storage';
import type { MediaService } from './service';
import { generateAudio } from './speech';

const { media } = contract;

export function mediaRoutes(
  bind: BindRoute,
  service: MediaService,
  intake: { storage: MediaStorage; audio: CourseAudio },
): void {
  bind(media.sounds, async () => ({ sounds: await service.sounds() }));
  bind(media.createSound, async ({ user, body, upload }) => ({
    sound: await service.createSound(user, body),
    message: upload ? 'Sound uploaded successfully!' : 'Sound saved successfully!',
  }));
  bind(media.updateSound, async ({ user, params, body }) => ({
    sound: await service.updateSound(user, params.id, body),
    message: 'Sound updated successfully!',
  }));
  bind(media.deleteSound, async ({ user, params }) => {
    await service.deleteSound(user, params.id);
    return { message: 'Audio deleted successfully.' };
  });
  bind(media.uploadAudio, async ({ upload }) => ({
    audioURL: upload.url,
    message: 'Audio file uploaded successfully!',
  }));
  bind(media.generateAudio, async ({ body }) => ({
    audioURL: await generateAudio(intake, body.text, body.answer),
  }));
  bind(media.suggestTranscription, async ({ query }) => {
    const suggestion = suggestTranscription(query.text);
    return { answer: suggestion?.transcription ?? null, variants: [...(suggestion?.variants ?? [])] };
  });

  bind(media.videos, async () => ({ videos: await service.videos() }));
  bind(media.uploadVideo, async ({ upload }) => ({
    url: upload.url,
    message: 'Video file uploaded successfully!',
  }));
  bind(media.createVideo, async ({ user, body }) => ({
    video: await service.createVideo(user, body),
    message: 'Video details saved successfully!',
  }));
  bind(media.updateVideo, async ({ user, params, body }) => ({
    video: await service.updateVideo(user, params.id, body),
    message: 'Video updated successfully!',
  }));
  bind(media.deleteVideo, async ({ user, params }) => {
    await service.deleteVideo(user, params.id);
    return { message: 'Video deleted successfully.' };
  });

  bind(media.images, async () => ({ images: await service.images() }));
  bind(media.uploadImage, async ({ upload }) => ({
    url: upload.url,
    message: 'File uploaded successfully!',
  }));
  bind(media.createImage, async ({ user, body }) => ({
    image: await service.createImage(user, body),
    message: 'File details saved successfully!',
  }));
  bind(media.updateImage, async ({ user, params, body }) => ({
    image: await service.updateImage(user, params.id, body),
    message: 'Image updated successfully!',
  }));
  bind(media.deleteImage, async ({ user, params }) => {
    await service.deleteImage(user, params.id);
    return { message: 'Image deleted successfully.' };
  });
}
