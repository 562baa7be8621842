/** Loopback, declared once: the test GitHub, the email stand-in and `npm start`'s bind all ask. */
const LOOPBACK_NAMES = new Set(["localhost", "[::1]", "::1"]);

/** A loopback host name or address (127.0.0.0/8, ::1, localhost), IPv4-mapped or not. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const address = host.replace(/^::ffff:/i, "");
  return LOOPBACK_NAMES.has(address) || /^127(\.\d{1,3}){3}$/.test(address);
}
