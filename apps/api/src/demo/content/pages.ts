import { paragraphs } from '../html.ts';
import type { DemoLocale } from '../catalogue/types.ts';

export interface PageDefinition {
  code: PageCode;
  translations: Record<DemoLocale, { title: string; slug: string; content: string }>;
}

export const PAGE_CODES = [
  'terms-of-service',
  'privacy-policy',
  'loyalty-terms',
  'delivery',
  'returns',
  'about-us',
  'contacts',
] as const;
export type PageCode = (typeof PAGE_CODES)[number];

function page(
  code: PageCode,
  lt: { title: string; slug: string; paragraphs: string[] },
  en: { title: string; slug: string; paragraphs: string[] },
): PageDefinition {
  return {
    code,
    translations: {
      lt: { title: lt.title, slug: lt.slug, content: paragraphs(...lt.paragraphs) },
      en: { title: en.title, slug: en.slug, content: paragraphs(...en.paragraphs) },
    },
  };
}

/** Static content pages of the demo shop, addressed as /{slug}-{id}. */
export const PAGES: PageDefinition[] = [
  page(
    'terms-of-service',
    {
      title: 'Pirkimo taisyklės',
      slug: 'pirkimo-taisykles',
      paragraphs: [
        'Šios taisyklės nustato UAB „Gandras“ (toliau – Pardavėjas) ir pirkėjo teises, pareigas ir atsakomybę perkant prekes elektroninėje parduotuvėje gandras.lt.',
        'Pirkėju gali būti veiksnus fizinis asmuo, sulaukęs 18 metų, arba juridinis asmuo. Pateikdamas užsakymą pirkėjas patvirtina, kad susipažino su šiomis taisyklėmis ir su jomis sutinka.',
        'Prekių kainos nurodomos eurais su PVM. Pirkimo–pardavimo sutartis laikoma sudaryta, kai pirkėjas el. paštu gauna užsakymo patvirtinimą.',
        'Pardavėjas pasilieka teisę atšaukti užsakymą, jei prekės nebėra sandėlyje arba jei pirkėjas per 3 darbo dienas neapmoka išankstinės sąskaitos. Apie atšaukimą pirkėjas informuojamas el. paštu, o sumokėti pinigai grąžinami per 14 dienų.',
        'Ginčai sprendžiami derybų būdu, o nepavykus susitarti – Lietuvos Respublikos įstatymų nustatyta tvarka. Vartotojas taip pat gali kreiptis į Valstybinę vartotojų teisių apsaugos tarnybą.',
      ],
    },
    {
      title: 'Terms of service',
      slug: 'terms-of-service',
      paragraphs: [
        'These terms set out the rights, duties and liability of UAB “Gandras” (the Seller) and the buyer when buying goods in the gandras.lt online shop.',
        'A buyer may be a legally capable person aged 18 or over, or a legal entity. By placing an order the buyer confirms having read and accepted these terms.',
        'Prices are shown in euros including VAT. The contract of sale is concluded when the buyer receives the order confirmation by email.',
        'The Seller may cancel an order if the goods are no longer in stock or if a pro-forma invoice is not paid within 3 working days. The buyer is informed by email and any payment is refunded within 14 days.',
        'Disputes are settled by negotiation and, failing that, under the laws of the Republic of Lithuania. Consumers may also contact the State Consumer Rights Protection Authority.',
      ],
    },
  ),
  page(
    'privacy-policy',
    {
      title: 'Privatumo politika',
      slug: 'privatumo-politika',
      paragraphs: [
        'UAB „Gandras“ tvarko asmens duomenis laikydamasi Bendrojo duomenų apsaugos reglamento (BDAR) ir Lietuvos Respublikos teisės aktų.',
        'Renkame tik tuos duomenis, kurių reikia užsakymui įvykdyti: vardą, pavardę, el. pašto adresą, telefono numerį ir pristatymo adresą. Jei sutinkate, naudojame el. pašto adresą naujienlaiškiui siųsti.',
        'Duomenis perduodame tik prekes pristatančioms kurjerių tarnyboms ir mokėjimus apdorojantiems partneriams, kiek tai būtina paslaugai suteikti.',
        'Užsakymų duomenis saugome 10 metų, kaip reikalauja buhalterinės apskaitos teisės aktai; naujienlaiškio prenumeratos duomenis – kol atsisakote prenumeratos.',
        'Jūs turite teisę susipažinti su savo duomenimis, juos ištaisyti, ištrinti ar apriboti jų tvarkymą. Kreipkitės el. paštu info@gandras.lt.',
      ],
    },
    {
      title: 'Privacy policy',
      slug: 'privacy-policy',
      paragraphs: [
        'UAB “Gandras” processes personal data in line with the General Data Protection Regulation (GDPR) and the laws of the Republic of Lithuania.',
        'We collect only what we need to fulfil your order: name, email address, phone number and delivery address. With your consent we use your email address to send our newsletter.',
        'We share data only with the couriers who deliver your goods and the partners who process payments, and only as far as the service requires.',
        'Order records are kept for 10 years as accounting law requires; newsletter data until you unsubscribe.',
        'You have the right to access, correct, erase or restrict the processing of your data. Write to us at info@gandras.lt.',
      ],
    },
  ),
  page(
    'loyalty-terms',
    {
      title: 'Lojalumo programos taisyklės',
      slug: 'lojalumo-programos-taisykles',
      paragraphs: [
        'Gandro lojalumo programa skirta registruotiems pirkėjams. Prisijungti prie programos galite savo paskyroje – tai nemokama.',
        'Už kiekvieną išleistą eurą gaunate taškų; 1 taškas lygus 0,10 euro nuolaidos kitam pirkiniui. Taškai įskaitomi, kai užsakymas įvykdomas.',
        'Programoje yra trys lygiai: sidabrinis, auksinis ir platininis. Kuo daugiau perkate, tuo aukštesnis lygis ir didesnės privilegijos.',
        'Išstojus iš programos visi sukaupti taškai prarandami. Pardavėjas gali keisti programos sąlygas, apie tai iš anksto informavęs narius el. paštu.',
      ],
    },
    {
      title: 'Loyalty programme terms',
      slug: 'loyalty-programme-terms',
      paragraphs: [
        'The Gandras loyalty programme is open to registered customers. You can join free of charge in your account.',
        'You earn points for every euro you spend; 1 point equals a 0.10 euro discount on a later purchase. Points are credited once an order is fulfilled.',
        'There are three levels: silver, gold and platinum. The more you shop, the higher your level and the better your benefits.',
        'Leaving the programme forfeits all collected points. The Seller may change the terms after informing members by email in advance.',
      ],
    },
  ),
  page(
    'delivery',
    {
      title: 'Pristatymas',
      slug: 'pristatymas',
      paragraphs: [
        'Prekes pristatome visoje Lietuvoje per 1–3 darbo dienas. Užsakymus, pateiktus iki 14 val., išsiunčiame tą pačią dieną.',
        'Galite rinktis pristatymą į paštomatą, kurjerio pristatymą į namus arba atsiėmimą mūsų sandėliuose Vilniuje ir Kaune.',
        'Pristatymas į paštomatą kainuoja 2,49 €, kurjeriu – 3,99 €. Užsakymams nuo 49 € pristatymas į paštomatą nemokamas.',
        'Didelių gabaritų prekes, pavyzdžiui, lovytes ar vežimėlius, pristatome tik kurjeriu; jis iš anksto susisieks su jumis dėl laiko.',
      ],
    },
    {
      title: 'Delivery',
      slug: 'delivery',
      paragraphs: [
        'We deliver across Lithuania in 1–3 working days. Orders placed before 2 pm are dispatched the same day.',
        'Choose a parcel locker, courier delivery to your door, or collection from our warehouses in Vilnius and Kaunas.',
        'Parcel locker delivery costs €2.49 and courier delivery €3.99. Parcel locker delivery is free for orders from €49.',
        'Bulky goods such as cots and prams are delivered by courier only, who will call ahead to agree a time.',
      ],
    },
  ),
  page(
    'returns',
    {
      title: 'Prekių grąžinimas',
      slug: 'grazinimas',
      paragraphs: [
        'Nepatikusią prekę galite grąžinti per 30 dienų nuo jos gavimo dienos. Prekė turi būti nenaudota, nepažeista ir originalioje pakuotėje.',
        'Grąžinimą pradėkite savo paskyroje: pasirinkite užsakymą, grąžinamas prekes ir grąžinimo būdą. Grąžinti galite per paštomatą arba atnešę prekę į mūsų sandėlį.',
        'Pinigus grąžiname per 14 dienų nuo prekės gavimo į tą pačią sąskaitą, iš kurios buvo mokėta, arba, jei pageidaujate, parduotuvės kuponu.',
        'Higienos prekių (čiulptukų, buteliukų žindukų) grąžinti negalima, jei jų pakuotė buvo atidaryta.',
      ],
    },
    {
      title: 'Returns',
      slug: 'returns',
      paragraphs: [
        'You can return an item within 30 days of receiving it. It must be unused, undamaged and in its original packaging.',
        'Start a return in your account: choose the order, the items and how to send them back. Return via a parcel locker or bring the item to our warehouse.',
        'We refund within 14 days of receiving the item, to the account you paid from or, if you prefer, as a shop coupon.',
        'Hygiene items (soothers, bottle teats) cannot be returned once their packaging has been opened.',
      ],
    },
  ),
  page(
    'about-us',
    {
      title: 'Apie mus',
      slug: 'apie-mus',
      paragraphs: [
        '„Gandras“ – lietuviška šeimos parduotuvė, nuo 2012 metų padedanti tėvams pasiruošti mažylio atėjimui ir auginti vaikus be rūpesčių.',
        'Kiekvieną prekę atrenkame patys: tikriname saugumo sertifikatus, medžiagas ir kitų tėvų atsiliepimus. Siūlome ir savo prekės ženklo „Gandras“ gaminius, pagamintus Lietuvoje.',
        'Mūsų konsultantai – patys tėvai, todėl visada patars, kaip išsirinkti vežimėlį, automobilinę kėdutę ar pirmuosius žaislus.',
      ],
    },
    {
      title: 'About us',
      slug: 'about-us',
      paragraphs: [
        'Gandras is a Lithuanian family shop that has helped parents prepare for a new baby and raise children stress-free since 2012.',
        'We choose every product ourselves, checking safety certificates, materials and other parents’ reviews. We also offer our own Gandras brand, made in Lithuania.',
        'Our advisers are parents themselves, so they are always glad to help you choose a pram, a car seat or first toys.',
      ],
    },
  ),
  page(
    'contacts',
    {
      title: 'Kontaktai',
      slug: 'kontaktai',
      paragraphs: [
        'UAB „Gandras“, įmonės kodas 305123450, PVM mokėtojo kodas LT100012345610.',
        'Klientų aptarnavimas: +370 600 12345, info@gandras.lt. Dirbame I–V 8–18 val., VI 10–15 val.',
        'Vilniaus sandėlis ir atsiėmimo punktas: Savanorių pr. 178, Vilnius. Kauno sandėlis: Pramonės pr. 16, Kaunas.',
      ],
    },
    {
      title: 'Contacts',
      slug: 'contacts',
      paragraphs: [
        'UAB “Gandras”, company code 305123450, VAT number LT100012345610.',
        'Customer service: +370 600 12345, info@gandras.lt. Open Mon–Fri 8 am–6 pm, Sat 10 am–3 pm.',
        'Vilnius warehouse and pick-up point: Savanorių pr. 178, Vilnius. Kaunas warehouse: Pramonės pr. 16, Kaunas.',
      ],
    },
  ),
];
