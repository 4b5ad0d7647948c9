import { BASE_URL, MAILDEV_URL } from './env';

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Fails fast, with a hint, when the system under test is not running. */
export default async function globalSetup(): Promise<void> {
  if (!(await answers(`${BASE_URL}/api/health`))) {
    throw new Error(
      `${BASE_URL}/api/health does not answer. Run \`npm test -- --only e2e\` or start the system first.`,
    );
  }
  if (!(await answers(`${MAILDEV_URL}/email`))) {
    console.warn(`MailDev does not answer at ${MAILDEV_URL}: email tests will fail.`);
  }
}
