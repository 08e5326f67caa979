import type { Silhouette } from './art/garments.ts';
import type { Print } from './art/patterns.ts';

/** How the demo shop's subcategories look and are priced; the seed turns these into designs. */
export type SubcategorySpec = {
  name: string;
  code: string;
  silhouette: Silhouette;
  prints: Print[];
  satin: boolean;
  fabrics: string[];
  styles: string[];
  /** MRP band in rupees. */
  mrp: [number, number];
  freeSize: boolean;
  length: string[];
  blurb: string[];
};

type CategorySpec = { name: string; subcategories: SubcategorySpec[] };

const NIGHTY_LENGTH = ['52 in', '54 in', '56 in'];
const SET_LENGTH = ['Top 26 in, pyjama 38 in', 'Top 27 in, pyjama 39 in', 'Top 28 in, pyjama 40 in'];
const SHORTS_LENGTH = ['Top 25 in, shorts 15 in', 'Top 26 in, shorts 16 in'];

export const DEMO_CATALOGUE: CategorySpec[] = [
  {
    name: 'Nightwear',
    subcategories: [
      {
        name: 'Cotton Nighties',
        code: 'CN',
        silhouette: 'nighty',
        prints: ['floral', 'polka', 'buti', 'checks'],
        satin: false,
        fabrics: ['Cotton', 'Pure Cotton', 'Cotton Cambric'],
        styles: ['Nighty', 'A-Line Nighty', 'Long Nighty'],
        mrp: [699, 1299],
        freeSize: false,
        length: NIGHTY_LENGTH,
        blurb: [
          'Breathable and soft, it stays cool through warm nights.',
          'Short sleeves with contrast piping and a gathered yoke for an easy fall.',
        ],
      },
      {
        name: 'Printed Nighties',
        code: 'PN',
        silhouette: 'nighty',
        prints: ['leaves', 'moon', 'floral', 'buti'],
        satin: false,
        fabrics: ['Rayon', 'Modal', 'Cotton'],
        styles: ['Nighty', 'Maxi Nighty', 'Flared Nighty'],
        mrp: [799, 1499],
        freeSize: false,
        length: NIGHTY_LENGTH,
        blurb: [
          'An all-over print on a fluid fabric that drapes beautifully.',
          'Relaxed through the body with a full flared hem.',
        ],
      },
      {
        name: 'Night Suits',
        code: 'NS',
        silhouette: 'nightsuit',
        prints: ['checks', 'stripes', 'polka', 'leaves'],
        satin: false,
        fabrics: ['Cotton Poplin', 'Cotton', 'Rayon'],
        styles: ['Night Suit', 'Button-Down Night Suit', 'Shirt and Pyjama Set'],
        mrp: [1099, 1999],
        freeSize: false,
        length: SET_LENGTH,
        blurb: [
          'A notched-collar shirt with a chest pocket and contrast piping, paired with straight pyjamas.',
          'The pyjama has an elasticated waist with a drawstring.',
        ],
      },
      {
        name: 'Pyjama Sets',
        code: 'PS',
        silhouette: 'pyjama',
        prints: ['stripes', 'moon', 'polka', 'buti'],
        satin: false,
        fabrics: ['Hosiery Cotton', 'Cotton Jersey', 'Modal'],
        styles: ['Pyjama Set', 'Henley Pyjama Set', 'Long Sleeve Pyjama Set'],
        mrp: [999, 1799],
        freeSize: false,
        length: SET_LENGTH,
        blurb: [
          'A stretchy long-sleeve top with a buttoned henley neck and ribbed cuffs.',
          'Soft knit pyjamas with an easy elasticated waist.',
        ],
      },
      {
        name: 'Kaftans',
        code: 'KF',
        silhouette: 'kaftan',
        prints: ['leaves', 'buti', 'floral', 'checks'],
        satin: false,
        fabrics: ['Rayon', 'Cotton Voile', 'Cotton'],
        styles: ['Kaftan', 'Long Kaftan', 'Kaftan Nighty'],
        mrp: [899, 1799],
        freeSize: true,
        length: ['54 in', '56 in'],
        blurb: [
          'A roomy batwing kaftan with an embroidered V-neck and tassel tie.',
          'One size that flatters every shape, easy to slip on after a long day.',
        ],
      },
    ],
  },
  {
    name: 'Lounge & Co-ords',
    subcategories: [
      {
        name: 'Shorts Sets',
        code: 'SS',
        silhouette: 'shorts',
        prints: ['moon', 'polka', 'stripes', 'leaves'],
        satin: false,
        fabrics: ['Cotton Jersey', 'Hosiery Cotton', 'Modal'],
        styles: ['Shorts Set', 'Tee and Shorts Set', 'Sleep Shorts Set'],
        mrp: [799, 1399],
        freeSize: false,
        length: SHORTS_LENGTH,
        blurb: [
          'A relaxed tee with a little bow and comfortable shorts with piped hems.',
          'Made for summer nights and lazy weekends.',
        ],
      },
      {
        name: 'Lounge Pants',
        code: 'LP',
        silhouette: 'pants',
        prints: ['checks', 'stripes', 'moon', 'polka'],
        satin: false,
        fabrics: ['Cotton', 'Modal', 'Viscose'],
        styles: ['Lounge Pants', 'Pyjama Pants', 'Wide Leg Lounge Pants'],
        mrp: [699, 1199],
        freeSize: false,
        length: ['38 in', '39 in', '40 in'],
        blurb: [
          'Wide, easy legs with a soft ribbed waistband and a drawstring.',
          'Two side pockets; wear them to bed or around the house.',
        ],
      },
      {
        name: 'Camisole Sets',
        code: 'CS',
        silhouette: 'cami',
        prints: ['solid', 'floral'],
        satin: true,
        fabrics: ['Satin', 'Modal Satin'],
        styles: ['Camisole Set', 'Cami and Shorts Set', 'Lace Trim Cami Set'],
        mrp: [999, 1999],
        freeSize: false,
        length: ['Top 22 in, shorts 14 in', 'Top 23 in, shorts 15 in'],
        blurb: [
          'A V-neck cami with adjustable straps and delicate lace trims.',
          'Matching shorts with a lace hem and a covered elastic waist.',
        ],
      },
      {
        name: 'Co-ord Sets',
        code: 'CO',
        silhouette: 'pyjama',
        prints: ['stripes', 'checks', 'leaves'],
        satin: false,
        fabrics: ['Linen Blend', 'Rayon', 'Cotton'],
        styles: ['Co-ord Set', 'Lounge Co-ord Set', 'Top and Pants Co-ord'],
        mrp: [1299, 2299],
        freeSize: false,
        length: SET_LENGTH,
        blurb: [
          'A matching top and pants you can wear at home and out for a quick errand.',
          'Relaxed tailoring with a clean finish.',
        ],
      },
    ],
  },
  {
    name: 'Maternity',
    subcategories: [
      {
        name: 'Maternity Nighties',
        code: 'MN',
        silhouette: 'maternity',
        prints: ['floral', 'polka', 'buti'],
        satin: false,
        fabrics: ['Cotton', 'Hosiery Cotton', 'Modal'],
        styles: ['Maternity Nighty', 'Button-Front Maternity Nighty', 'Maternity Maxi Nighty'],
        mrp: [899, 1599],
        freeSize: false,
        length: NIGHTY_LENGTH,
        blurb: [
          'A full button front and an empire waist that leave room for the bump.',
          'Gentle on sensitive skin through every trimester.',
        ],
      },
      {
        name: 'Feeding Gowns',
        code: 'FG',
        silhouette: 'feeding',
        prints: ['floral', 'buti', 'polka', 'stripes'],
        satin: false,
        fabrics: ['Cotton', 'Pure Cotton', 'Modal'],
        styles: ['Feeding Gown', 'Zip Feeding Nighty', 'Nursing Nighty'],
        mrp: [999, 1699],
        freeSize: false,
        length: NIGHTY_LENGTH,
        blurb: [
          'Two concealed vertical zips make nursing quick and discreet.',
          'An empire waist and soft fabric for the weeks after delivery.',
        ],
      },
    ],
  },
  {
    name: 'Bridal & Satin',
    subcategories: [
      {
        name: 'Satin Night Suits',
        code: 'SN',
        silhouette: 'nightsuit',
        prints: ['solid'],
        satin: true,
        fabrics: ['Satin', 'Japan Satin'],
        styles: ['Night Suit', 'Piped Night Suit', 'Button-Down Night Suit'],
        mrp: [1499, 2999],
        freeSize: false,
        length: SET_LENGTH,
        blurb: [
          'Liquid-smooth satin with contrast piping and a notched collar.',
          'A gift-worthy set for a trousseau or a special night in.',
        ],
      },
      {
        name: 'Robes',
        code: 'RB',
        silhouette: 'robe',
        prints: ['solid', 'floral'],
        satin: true,
        fabrics: ['Satin', 'Japan Satin'],
        styles: ['Robe', 'Kimono Robe', 'Lace Trim Robe'],
        mrp: [1799, 3499],
        freeSize: true,
        length: ['46 in', '48 in', '50 in'],
        blurb: [
          'A wrap robe with wide kimono sleeves, lace cuffs and a self tie belt.',
          'Layer it over a nighty or a night suit.',
        ],
      },
      {
        name: 'Satin Nighties',
        code: 'SA',
        silhouette: 'nighty',
        prints: ['solid'],
        satin: true,
        fabrics: ['Satin', 'Japan Satin'],
        styles: ['Nighty', 'Lace Trim Nighty', 'Long Nighty'],
        mrp: [1299, 2499],
        freeSize: false,
        length: NIGHTY_LENGTH,
        blurb: [
          'A soft satin nighty with a lustrous drape and a lace hem.',
          'Flattering A-line shape with a tiny bow at the neckline.',
        ],
      },
    ],
  },
];

/** Sizes a design comes in, smallest first (Free Size is for kaftans and robes). */
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
/** Chest measurement of the garment per size, inches. */
export const CHEST: Record<string, number> = { S: 36, M: 38, L: 40, XL: 42, XXL: 44, 'Free Size': 48 };
