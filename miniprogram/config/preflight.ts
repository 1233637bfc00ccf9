// Runs before `taro build --type weapp`: what the WeChat package needs from the environment, said in one line each
// instead of as a stack trace from inside Taro's config loader.
import { apiBase, weappAppid } from './env';

const problems: string[] = [];
for (const check of [weappAppid, apiBase]) {
  try {
    check(process.env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
