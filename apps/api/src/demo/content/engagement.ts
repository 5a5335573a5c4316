import type { BannerFileItem, InformationBarFileItem } from '../../content-exchange/kinds.ts';
import { mediaPaths } from '../images/paths.ts';

/** The demo information bars (items of information-bars.json): a global one with three rotating messages, and one for signed-in shoppers. */
export const DEMO_INFORMATION_BARS: InformationBarFileItem[] = [
  {
    code: 'shop-news',
    audience: 'all',
    position: 0,
    messages: [
      {
        lt: {
          description: '<strong>Nemokamas pristatymas</strong> perkant nuo 49 €',
          backgroundColor: '#2f5d50',
          textColor: '#ffffff',
        },
        en: {
          description: '<strong>Free delivery</strong> on orders from €49',
          backgroundColor: '#2f5d50',
          textColor: '#ffffff',
        },
      },
      {
        lt: {
          description: 'Žiemos išpardavimas: iki −30 % vežimėliams. <a href="/akcijos">Žiūrėti</a>',
          backgroundColor: '#b4533a',
          textColor: '#ffffff',
        },
        en: {
          description: 'Winter sale: up to 30% off prams. <a href="/en/sales">Shop now</a>',
          backgroundColor: '#b4533a',
          textColor: '#ffffff',
        },
      },
      {
        lt: {
          description: 'Prekes galima grąžinti per 30 dienų',
          backgroundColor: '#f3e6d8',
          textColor: '#2a211d',
        },
        en: {
          description: 'Returns accepted within 30 days',
          backgroundColor: '#f3e6d8',
          textColor: '#2a211d',
        },
      },
    ],
  },
  {
    code: 'members-points',
    audience: 'registered',
    position: 1,
    messages: [
      {
        lt: {
          description: 'Sveiki sugrįžę! Už kiekvieną pirkinį kaupiate <strong>lojalumo taškus</strong>',
          backgroundColor: '#2f5d50',
          textColor: '#ffffff',
        },
        en: {
          description: 'Welcome back! Every purchase earns you <strong>loyalty points</strong>',
          backgroundColor: '#2f5d50',
          textColor: '#ffffff',
        },
      },
    ],
  },
];

/** The demo banners (items of banners.json): global (standalone) promotions, one for guests and one for signed-in shoppers. */
export const DEMO_BANNERS: BannerFileItem[] = [
  {
    code: 'winter-prams',
    position: 1,
    translations: {
      lt: { title: 'Vežimėliai žiemai', imagePath: mediaPaths.promo('babies-prams'), link: '/akcijos' },
      en: { title: 'Prams for winter', imagePath: mediaPaths.promo('babies-prams'), link: '/en/sales' },
    },
  },
  {
    code: 'toys-gifts',
    position: 2,
    translations: {
      lt: { title: 'Žaislai dovanoms', imagePath: mediaPaths.promo('children-toys'), link: '/akcijos' },
      en: { title: 'Toys to give', imagePath: mediaPaths.promo('children-toys'), link: '/en/sales' },
    },
  },
  {
    code: 'join-and-save',
    displayFor: 'guest',
    position: 3,
    translations: {
      lt: {
        title: 'Užsiregistruokite ir kaupkite taškus',
        imagePath: mediaPaths.promo('parents-gifts'),
        link: '/auth',
      },
      en: {
        title: 'Sign up and collect points',
        imagePath: mediaPaths.promo('parents-gifts'),
        link: '/en/auth',
      },
    },
  },
  {
    code: 'members-textiles',
    displayFor: 'authorised',
    position: 3,
    translations: {
      lt: {
        title: 'Nariams: namų tekstilė pigiau',
        imagePath: mediaPaths.promo('home-textiles'),
        link: '/akcijos',
      },
      en: {
        title: 'Members: home textiles for less',
        imagePath: mediaPaths.promo('home-textiles'),
        link: '/en/sales',
      },
    },
  },
];
