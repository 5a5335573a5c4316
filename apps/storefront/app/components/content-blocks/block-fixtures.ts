import { contentBlockSchema, type ContentBlock, type ContentBlockType } from '@shop/contracts';

let nextId = 1;

/** A content block as the API serves it, with the schema's defaults applied. */
export function contentBlock(
  type: ContentBlockType,
  content: Record<string, unknown>,
  code?: string,
): ContentBlock {
  const id = nextId++;
  return contentBlockSchema.parse({
    id,
    code: code ?? `${type.toLowerCase()}-${id}`,
    position: id,
    audience: 'all',
    displayLocations: ['home'],
    type,
    content,
  });
}

/** One block of every type, with the content a shop owner would give it. */
export function everyBlockType(): ContentBlock[] {
  return [
    contentBlock('slider', {
      slides: [
        {
          image: 'promo/slide-1.webp',
          mobileImage: 'promo/slide-1-m.webp',
          alt: 'Pram in a park',
          title: 'Spring walks',
          button: { label: 'Shop prams', link: '/c/prams-1' },
        },
        { image: 'promo/slide-2.webp', alt: 'Toys', title: 'New toys' },
      ],
    }),
    contentBlock('textBlock', { title: 'About us', html: '<p>A <strong>family</strong> shop.</p>' }),
    contentBlock('imageBlock', {
      image: 'promo/wide.webp',
      alt: 'Nursery',
      link: '/c/home-4',
      caption: 'Cosy nursery',
    }),
    contentBlock('youtubeIframe', { title: 'How to fold a pram', videoId: 'dQw4w9WgXcQ' }),
    contentBlock('halfAndHalfBlock', {
      title: 'Gift wrapping',
      html: '<p>We wrap it.</p>',
      image: 'promo/gift.webp',
      alt: 'Gift',
      imagePosition: 'right',
      button: { label: 'Read more', link: '/gift-wrapping-3' },
    }),
    contentBlock('productsBlock', {
      title: 'Top sellers',
      productCodes: ['P1', 'P2'],
      link: { label: 'All top sellers', link: '/sales' },
    }),
    contentBlock('categoryBlock', {
      title: 'Shop by category',
      items: [{ taxonCode: 't1' }, { taxonCode: 'unknown' }],
    }),
    contentBlock('blockList', {
      title: 'Why us',
      items: [
        { title: 'Fast delivery', html: '<p>In 1-2 days.</p>', link: '/delivery-2' },
        { title: 'Easy returns' },
      ],
    }),
    contentBlock('nested', {
      title: 'Good to know',
      columns: 2,
      blocks: [
        { type: 'textBlock', content: { title: 'Store hours', html: '<p>9-18</p>' } },
        { type: 'contacts', content: { title: 'Call us', phone: '+370 600 00000' } },
      ],
    }),
    contentBlock('brandsBlock', {
      title: 'Our brands',
      brandCodes: ['chicco'],
      brands: [
        {
          code: 'chicco',
          name: 'Chicco',
          slug: 'chicco',
          attributeSlug: 'prekes-zenklas',
          image: 'badges/brand-chicco.png',
        },
      ],
    }),
    contentBlock('imagesSlider', {
      title: 'From our customers',
      images: [
        { image: 'promo/g1.webp', alt: 'Kid' },
        { image: 'promo/g2.webp', alt: 'Baby', link: '/c/baby-1' },
      ],
    }),
    contentBlock('halfAndHalfGoogleMapBlock', {
      title: 'Visit our store',
      html: '<p>Parking in the yard.</p>',
      address: 'Gedimino pr. 1, Vilnius',
      map: { latitude: 54.687, longitude: 25.279 },
      mapPosition: 'left',
    }),
    contentBlock('bannersWithButtons', {
      items: [
        {
          image: 'promo/b1.webp',
          alt: 'Car seats',
          title: 'Safe journeys',
          buttons: [
            { label: 'Car seats', link: '/c/car-seats-5' },
            { label: 'Advice', link: 'https://example.com/advice' },
          ],
        },
      ],
    }),
    contentBlock('slimBannersWithButtons', {
      items: [
        {
          title: 'Free delivery from 49 €',
          backgroundColor: '#1d5c5a',
          textColor: '#ffffff',
          button: { label: 'Shop now', link: '/sales' },
        },
      ],
    }),
    contentBlock('newsBlock', { title: 'News', limit: 3 }),
    contentBlock('linkBlocks', {
      title: 'Help',
      links: [
        { label: 'Delivery', link: '/delivery-2', description: 'Times and prices' },
        { label: 'Write to us', link: 'mailto:info@example.com' },
      ],
    }),
    contentBlock('contacts', {
      title: 'Contacts',
      phone: '+370 600 00000',
      email: 'info@example.com',
      address: 'Vilnius',
      html: '<p>Mon-Fri 9-18</p>',
    }),
    contentBlock('locationMapBlock', {
      title: 'Our stores',
      locations: [
        {
          name: 'Vilnius',
          address: 'Gedimino pr. 1',
          html: '<p>9-20</p>',
          map: { latitude: 54.687, longitude: 25.279 },
        },
        { name: 'Kaunas', address: 'Laisvės al. 1', map: { latitude: 54.897, longitude: 23.886 } },
      ],
    }),
    contentBlock('halfAndHalfAdaptBlock', {
      title: 'Loyalty club',
      html: '<p>Collect points.</p>',
      image: 'promo/club.webp',
      alt: 'Club',
      backgroundColor: '#fbe9e2',
      textColor: '#2a211d',
    }),
    contentBlock('newProductsBlock', { title: 'New in', limit: 8 }),
    contentBlock('thirdPartyProductList', {
      title: 'Picked for you',
      provider: 'recommendations',
      placementId: 'home-1',
      fallbackTaxonCode: 't1',
    }),
  ];
}
