import { percentile } from './server';

/** Sequential sign-ins (email + password → token) against the running server. */
export async function measureSignIn(baseUrl: string, rounds: number) {
  const email = `bench.${Date.now()}@example.ae`;
  const password = 'Bench!Passw0rd';
  const register = await fetch(`${baseUrl}/api/platform/partner/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Bench Merchant',
      phone: '+971501234567',
      email,
      password,
      signed_terms: true,
    }),
  });
  if (!register.ok) throw new Error(`register failed: ${await register.text()}`);
  const timings: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/platform/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { rounds, p50: percentile(timings, 50), p99: percentile(timings, 99), max: timings.at(-1) ?? 0 };
}
