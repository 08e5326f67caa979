/** Colour stories for the generated product pictures; `name` becomes the first word of the product name. */
export type Palette = {
  name: string;
  /** Studio backdrop, top and bottom. */
  bg: [string, string];
  /** Fabric ground colour. */
  base: string;
  /** Main and second print colour. */
  a1: string;
  a2: string;
  leaf: string;
  /** Piping, lace and buttons. */
  trim: string;
  /** Satin colours get a stronger sheen. */
  satin?: boolean;
};

/** name, backdrop top and bottom, ground, print colours, leaf, trim. */
const palette = (satin: boolean, ...c: string[]): Palette => ({
  name: c[0],
  bg: [c[1], c[2]],
  base: c[3],
  a1: c[4],
  a2: c[5],
  leaf: c[6],
  trim: c[7],
  satin,
});

export const PRINT_PALETTES: Palette[] = [
  palette(false, 'Ivory', '#fbf4ee', '#efdfd6', '#fbf6ec', '#e07f93', '#f2b95f', '#7fae8c', '#e07f93'),
  palette(false, 'Blush Pink', '#fff3f1', '#f2dcdc', '#f6cfd5', '#ffffff', '#b9506b', '#8db58d', '#ffffff'),
  palette(false, 'Mint', '#f0f8f4', '#d9ebe2', '#c9e8d8', '#ffffff', '#2f7d66', '#3a8a6f', '#ffffff'),
  palette(false, 'Lavender', '#f6f2fb', '#e3dbf1', '#dccff0', '#7d5bb8', '#ffffff', '#79a386', '#7d5bb8'),
  palette(false, 'Powder Blue', '#f1f6fb', '#d9e5f1', '#cfe2f3', '#2d5a88', '#ffffff', '#5a8cb5', '#2d5a88'),
  palette(false, 'Navy', '#eef1f6', '#d5dbe6', '#243b60', '#f3e6c4', '#e8908f', '#8db59f', '#f3e6c4'),
  palette(false, 'Peach', '#fff5ee', '#f5e0d2', '#f9d5bf', '#d9664f', '#fff5e6', '#6f9c70', '#d9664f'),
  palette(false, 'Mustard', '#fcf7e9', '#efe2bf', '#eec865', '#fff8e4', '#a85a1c', '#667f45', '#fff8e4'),
  palette(false, 'Teal', '#eef7f6', '#d2e7e5', '#2b8585', '#f6efe2', '#f0b446', '#9fd0c2', '#f6efe2'),
  palette(false, 'Sage', '#f3f6ef', '#dfe6d6', '#b9cba9', '#ffffff', '#5f7450', '#55704a', '#ffffff'),
  palette(false, 'Coral', '#fff2ef', '#f6dbd4', '#f28c7c', '#fff4ea', '#b8453a', '#fde2c8', '#fff4ea'),
  palette(false, 'Wine', '#f8eef1', '#e8d2d8', '#7c2342', '#e9b7c3', '#f2cfa8', '#d89aa9', '#f2cfa8'),
];

export const SATIN_PALETTES: Palette[] = [
  palette(true, 'Wine', '#f8eef1', '#e6cfd6', '#7a1f3f', '#b84a6c', '#f0c9a5', '#c86a86', '#f0d6bd'),
  palette(true, 'Emerald', '#eef6f3', '#d0e4dc', '#17604f', '#3f8f7a', '#e9d7a6', '#5fae97', '#e9d7a6'),
  palette(true, 'Champagne', '#faf6ef', '#ece1cf', '#e6d2b1', '#c7a97b', '#ffffff', '#b8986a', '#ffffff'),
  palette(true, 'Black', '#f3f1f4', '#dad6dd', '#2a262e', '#55505c', '#d8b36a', '#6b6473', '#d8b36a'),
  palette(true, 'Rose Gold', '#fcf1ee', '#f0d9d2', '#e2a99a', '#c98373', '#fff6f0', '#d4978a', '#fff6f0'),
  palette(true, 'Navy', '#eef1f7', '#d3d9e7', '#1f2f55', '#3c5186', '#e6d3a3', '#51679a', '#e6d3a3'),
  palette(true, 'Ivory', '#fbf8f3', '#ede5d9', '#f6efe2', '#dccbb0', '#c9a36b', '#d8c7a7', '#c9a36b'),
  palette(true, 'Maroon', '#f7eeee', '#e5cfcf', '#5e1620', '#8d3340', '#e3b985', '#9b4350', '#e3b985'),
];
