/** Tests read the security question as a person would and compute its answer. */
export function solveCaptcha(question: string): number {
  const match = /^What is (\d+) ([+-]) (\d+)\?$/.exec(question);
  if (!match) throw new Error(`Unexpected captcha question: ${question}`);
  const [, a, operator, b] = match;
  return operator === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
}

interface CaptchaClient {
  request(method: string, path: string): Response | Promise<Response>;
}

/** A fresh question from the API, answered: the two captcha fields of a form. */
export async function answeredCaptcha(t: CaptchaClient): Promise<{ captchaAnswer: string; captchaExpected: string }> {
  const { question, expected } = (await (await t.request('GET', '/api/auth/captcha')).json()) as { question: string; expected: string };
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}
