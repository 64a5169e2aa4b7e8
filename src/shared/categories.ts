/** The static category list of the specification (section 3). */
export interface SubCategory {
  id: string;
  name: string;
  description: string;
  parentCategory: string;
}

export interface Category {
  id: string;
  name: string;
  description: string;
  /** Name of the icon drawn for the category (the web maps it to an SVG icon). */
  icon: string;
  subCategories: SubCategory[];
}

const diagnosticScanners = (id: string, name: string, description: string): SubCategory => ({
  id,
  name,
  description,
  parentCategory: 'diagnosticscanners',
});

export const CATEGORIES: readonly Category[] = [
  {
    id: 'spraybooth',
    name: 'SprayBooth',
    description: 'Premium car oven',
    icon: 'spray-can',
    subCategories: [],
  },
  {
    id: 'bodyparts',
    name: 'Body Equipment',
    description: 'Frame machines, spot welders and dent repair for the body shop',
    icon: 'car',
    subCategories: [],
  },
  {
    id: 'garagetools',
    name: 'Garage Tools',
    description: 'Vehicle lifts, tyre changers, wheel balancers and workshop equipment',
    icon: 'warehouse',
    subCategories: [],
  },
  {
    id: 'diagnostictools',
    name: 'Diagnostic Tools',
    description: 'Professional scanners and diagnostic equipment',
    icon: 'scan-line',
    subCategories: [
      diagnosticScanners('konwei', 'Konwei', 'Konwei code readers and battery testers'),
      diagnosticScanners('thinkcar', 'Thinkcar', 'Thinkcar professional diagnostic scanners'),
      diagnosticScanners('xtool', 'XTOOL', 'XTOOL bi-directional scan tools and key programmers'),
      diagnosticScanners('thinkdiag', 'Thinkdiag', 'Thinkdiag Bluetooth diagnostic dongles'),
    ],
  },
  {
    id: 'accessories',
    name: 'Our Brand',
    description: 'Get premium tools made by us',
    icon: 'badge-check',
    subCategories: [],
  },
  {
    id: 'handtools',
    name: 'Hand Tools',
    description: 'Socket sets, torque wrenches and hand tools for every job',
    icon: 'wrench',
    subCategories: [],
  },
  {
    id: 'lubebay',
    name: 'Lube Bay',
    description: 'Oil drainers, grease pumps and lubrication equipment',
    icon: 'droplets',
    subCategories: [],
  },
  {
    id: 'others',
    name: 'Other Machineries',
    description: 'Compressors, generators and other workshop machinery',
    icon: 'cog',
    subCategories: [],
  },
];

export const CATEGORY_IDS = CATEGORIES.map((category) => category.id);
export const SUB_CATEGORY_IDS = CATEGORIES.flatMap((category) => category.subCategories.map((sub) => sub.id));

export function findCategory(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

export function findSubCategory(id: string): { category: Category; subCategory: SubCategory } | undefined {
  for (const category of CATEGORIES) {
    const subCategory = category.subCategories.find((sub) => sub.id === id);
    if (subCategory) return { category, subCategory };
  }
  return undefined;
}

/** Display name for a category or sub-category id; the id itself when unknown. */
export function categoryName(id: string): string {
  return findCategory(id)?.name ?? findSubCategory(id)?.subCategory.name ?? id;
}
