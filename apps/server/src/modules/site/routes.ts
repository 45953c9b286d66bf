import { contract, type SuccessBody } from '@tp/contract';
import type { BindRoute } from '../../platform/routes';
import { mailLanguage } from '../accounts';
import type { SiteService } from './service';

const { site } = contract;

/** `info`: the configured details the pages show; they change only with a restart. */
export function siteRoutes(
  bind: BindRoute,
  service: SiteService,
  info: SuccessBody<typeof site.siteInfo>,
): void {
  bind(site.siteInfo, async () => info);
  bind(site.sendFeedback, async ({ body, request, user }) => ({
    message: 'Message sent.',
    ...(await service.sendFeedback(body, {
      ip: request.ip,
      lang: mailLanguage(request.headers['accept-language']),
      user,
    })),
  }));
  bind(site.confirmDeletion, async ({ body }) => {
    await service.confirmDeletion(body.token);
    return { message: 'The deletion request is confirmed.' };
  });
  bind(site.subscribe, async ({ body, request }) => {
    await service.subscribe(body.email, {
      ip: request.ip,
      lang: mailLanguage(request.headers['accept-language']),
    });
    return { message: 'Thank you for subscribing!' };
  });
  bind(site.unsubscribe, async ({ body }) => {
    await service.unsubscribe(body.token);
    return { message: 'You have been unsubscribed.' };
  });
  bind(site.posts, async () => ({ posts: await service.posts() }));
  bind(site.createPost, async ({ user, body }) => ({
    post: await service.createPost(user, body),
    message: 'Blog post created successfully!',
  }));
  bind(site.updatePost, async ({ params, body }) => ({
    post: await service.updatePost(params.id, body),
    message: 'Blog post updated successfully!',
  }));
  bind(site.deletePost, async ({ params }) => {
    await service.deletePost(params.id);
    return { message: 'Blog post deleted successfully.' };
  });
}
