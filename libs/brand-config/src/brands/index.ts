// Every brand, in the spec's order (brand 1 to brand 8): the brands of Node, Jest, Storybook and
// dev-api, and the list the brand ids are read from. An app's build carries one brand's module
// instead of this one (../brands.ts), so each brand module exports the same BRANDS: itself alone.
import { BRANDS as main } from './main.ts';
import { BRANDS as organisation } from './organisation.ts';
import { BRANDS as faith } from './faith.ts';
import { BRANDS as pride } from './pride.ts';
import { BRANDS as fifth } from './fifth.ts';
import { BRANDS as regional } from './regional.ts';
import { BRANDS as teen } from './teen.ts';
import { BRANDS as eighth } from './eighth.ts';

export const BRANDS = [
  ...main,
  ...organisation,
  ...faith,
  ...pride,
  ...fifth,
  ...regional,
  ...teen,
  ...eighth,
] as const;
