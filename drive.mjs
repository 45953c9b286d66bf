import { callApi, rightAnswerBody, signUpLearner } from '@tp/testing/http-learner';
const api = 'http://127.0.0.1:45111/api/v1';
const { levels } = (await callApi('GET', `${api}/levels`)).body;
const tokens = [];
for (let i = 0; i < 50; i++) tokens.push(await signUpLearner(api, `p${i}.${Date.now()}@example.com`));
let n = 0;
const deadline = Date.now() + 15000;
await Promise.all(tokens.map(async (token) => {
  let progress = { level: 1, sublevel: 0 };
  while (Date.now() < deadline) {
    if (!levels[progress.level - 1]) { progress = (await callApi('POST', `${api}/me/reset-progress`, undefined, token)).body.progress; continue; }
    const res = await callApi('POST', `${api}/me/answer`, rightAnswerBody(levels, progress), token);
    n++; progress = res.body.progress;
  }
}));
console.log('answers', n, n / 15);
