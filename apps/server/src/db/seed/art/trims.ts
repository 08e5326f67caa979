/** Small drawing helpers for piping, lace, buttons, bows and zips on a 960 × 1200 canvas. */
type Pt = [number, number];
export type Kit = { trim: string; base: string; accent: string; lace: boolean };

const f = (n: number) => Math.round(n * 10) / 10;

/** A rounded stroke: piping, hems and straps. */
export const piping = (d: string, colour: string, width = 8, opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;

/** Points along a quadratic curve, for lace edges that follow necklines and hems. */
export function quad(p0: Pt, c: Pt, p1: Pt, n = 24): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]]);
  }
  return out;
}

/** Points along a straight edge. */
export const line = (a: Pt, b: Pt, n = 16): Pt[] => quad(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], b, n);

/** A scalloped lace edge along a polyline: arcs of radius r with a pin-hole in each scallop. */
export function lace(points: Pt[], colour: string, r = 11, outward = 1): string {
  const pts: Pt[] = [points[0]];
  let carry = 0;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const len = Math.hypot(bx - ax, by - ay);
    let d = 2 * r - carry;
    while (d <= len) {
      pts.push([ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len]);
      d += 2 * r;
    }
    carry = len - (d - 2 * r);
  }
  let path = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  let holes = '';
  const sweep = outward > 0 ? 1 : 0;
  for (let i = 1; i < pts.length; i++) {
    path += `A${r} ${r} 0 0 ${sweep} ${f(pts[i][0])} ${f(pts[i][1])}`;
    const [ax, ay] = pts[i - 1];
    const [bx, by] = pts[i];
    const nx = -(by - ay) / (2 * r);
    const ny = (bx - ax) / (2 * r);
    const s = outward > 0 ? -1 : 1;
    holes += `<circle cx="${f((ax + bx) / 2 + s * nx * r * 0.45)}" cy="${f((ay + by) / 2 + s * ny * r * 0.45)}" r="${f(r * 0.22)}"/>`;
  }
  return (
    `<path d="${path}" fill="${colour}" fill-opacity=".9" stroke="${colour}" stroke-width="3"/>` +
    `<g fill="#000" fill-opacity=".12">${holes}</g>`
  );
}

/** A two-hole button with a little shadow. */
export function button(x: number, y: number, colour: string, r = 9): string {
  return (
    `<circle cx="${x}" cy="${y + 2}" r="${r}" fill="#000" opacity=".18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>` +
    `<circle cx="${x - 2.5}" cy="${y - 2}" r="1.6" fill="#000" opacity=".35"/><circle cx="${x + 2.5}" cy="${y + 2}" r="1.6" fill="#000" opacity=".35"/>`
  );
}

/** A ribbon bow with tails, centred on (x, y). */
export function bow(x: number, y: number, colour: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-4 4L-14 40L-6 38L0 8Z M4 4L14 40L6 38L0 8Z" fill="${colour}"/>` +
    `<path d="M0 0C-10-16-34-18-32 0C-34 18-10 16 0 0Z M0 0C10-16 34-18 32 0C34 18 10 16 0 0Z" fill="${colour}"/>` +
    `<path d="M0 0C-10-16-34-18-32 0C-34 18-10 16 0 0Z M0 0C10-16 34-18 32 0C34 18 10 16 0 0Z" fill="#000" opacity=".08" transform="translate(0 3)"/>` +
    `<ellipse rx="7" ry="8" fill="${colour}" stroke="#000" stroke-opacity=".15" stroke-width="2"/></g>`
  );
}

/** A concealed feeding zip: tape, teeth and a pull. */
export function zip(x: number, y0: number, y1: number, colour: string): string {
  return (
    `<path d="M${x} ${y0}V${y1}" stroke="#000" stroke-opacity=".18" stroke-width="12"/>` +
    `<path d="M${x} ${y0}V${y1}" stroke="${colour}" stroke-width="6" stroke-dasharray="3 3"/>` +
    `<rect x="${x - 6}" y="${y0 - 4}" width="12" height="20" rx="4" fill="${colour}" stroke="#000" stroke-opacity=".25"/>`
  );
}

/** The care label seen inside the back neck on back views. */
export const label = (x: number, y: number) =>
  `<rect x="${x - 16}" y="${y}" width="32" height="22" rx="2" fill="#fff" stroke="#000" stroke-opacity=".12"/>` +
  `<path d="M${x - 9} ${y + 8}H${x + 9}M${x - 6} ${y + 14}H${x + 6}" stroke="#b7a9a0" stroke-width="2"/>`;
