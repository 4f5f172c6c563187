import { AREAS, type Area } from '@csan/remotes';

/** The gated areas reached from their own subdomains (the registry's AREAS). */
export type { Area };

/** Host label → area (skillup → learning, intel → certification, tools → tools). */
const AREA_BY_LABEL: ReadonlyMap<string, Area> = new Map(AREAS.map((a) => [a.hostLabel, a.name]));

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** `host` without its port; IPv6 literals keep their brackets. */
function hostname(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Spec: the first label of the host decides the area when the host has three or more labels
 * and is not local. "Local" means an IP literal (v4 or v6) or a bare `localhost`, which have no
 * meaningful first label. `*.csan.localhost` is *not* local in this sense: it is how the area
 * hosts are reached in development (`skillup.csan.localhost:8080`), exactly like
 * `skillup.csan.africa` in production, so it follows the same rule.
 */
export function areaFromHost(host: string): Area | null {
  const name = hostname(host);
  if (name === '' || name === 'localhost' || name.startsWith('[') || IPV4.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 3) return null;
  return AREA_BY_LABEL.get(labels[0] ?? '') ?? null;
}
