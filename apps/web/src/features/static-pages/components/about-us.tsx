import { Link } from '../../../lib/router.tsx';
import { Prose } from './prose.tsx';

const VALUES = [
  {
    title: 'Fabrics that breathe',
    text: 'Soft cotton for hot nights, fluid rayon for easy days at home and a little satin for when you want it.',
  },
  {
    title: 'Made to be lived in',
    text: 'Generous cuts, honest measurements on every page and pockets wherever we can fit them.',
  },
  {
    title: 'Fair, clear prices',
    text: 'Every price includes GST, and the shipping fee is shown in your cart before you pay. No surprises.',
  },
];

export function AboutUs() {
  return (
    <>
      <Prose>
        <p>
          <strong>Nidra</strong> (निद्रा) is the Sanskrit word for sleep. We chose it because it names the part of the
          day that belongs only to you: the long exhale after work, the lazy Sunday morning, the late-night chat with
          chai.
        </p>
        <p>
          Nidra began in Hyderabad with a simple wish: nightwear that feels as good at 2 am as it looks at 8 am. Too
          often we found pretty prints on scratchy fabric, or comfortable pieces that looked tired after three washes.
          So we started making our own, in small batches, choosing each fabric by hand and testing every pattern through
          the Hyderabad summer.
        </p>
        <p>
          Today we make nighties, night suits, lounge sets and maternity wear for women across India. Our team packs
          every order in our Banjara Hills studio, and we still read every message that comes in.
        </p>
      </Prose>

      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {VALUES.map((v) => (
          <li key={v.title} className="rounded-2xl border border-blush-200 bg-blush-50 p-5">
            <h2 className="font-display text-xl text-plum-900">{v.title}</h2>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-plum-800">{v.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12">
        <Prose>
          <h2>Say hello</h2>
          <p>
            Questions about a size, a fabric or an order? <Link to="/contact-us">Contact us</Link>: a real person will
            reply. Thank you for letting us be part of your rest.
          </p>
        </Prose>
      </div>
    </>
  );
}
