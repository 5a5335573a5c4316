import type { FamilyCode } from './families.ts';
import type { LocalizedText } from './types.ts';

/**
 * The sentences product descriptions are built from. Most categories use their picture family's copy;
 * categories whose goods differ from the picture (soothers drawn as bottles, for instance) name their own.
 */
export interface ProductCopy {
  /** One-sentence short descriptions. */
  pitches: LocalizedText[];
  /** Bullet points for the long description. */
  features: LocalizedText[];
  care: LocalizedText;
}

export type CopyKey =
  | FamilyCode
  | 'soother'
  | 'drinkware'
  | 'breast_pump'
  | 'changing_mat'
  | 'storage'
  | 'home_safety'
  | 'safety_gate'
  | 'sand_toys'
  | 'maternity'
  | 'carrier'
  | 'school_bag'
  | 'album'
  | 'mug'
  | 'kids_furniture'
  | 'bath_toys'
  | 'scooter'
  | 'ceiling_light';

function t(lt: string, en: string): LocalizedText {
  return { lt, en };
}

export const PRODUCT_COPY: Record<CopyKey, ProductCopy> = {
  pram: {
    pitches: [
      t(
        'Lengvas ir manevringas vežimėlis kasdieniams pasivaikščiojimams mieste.',
        'A light, nimble pram for everyday walks around town.',
      ),
      t(
        'Patogus vežimėlis, kuris lengvai sulankstomas viena ranka.',
        'A comfortable pram that folds with one hand.',
      ),
      t(
        'Tvirtas vežimėlis su amortizacija visiems keliams.',
        'A sturdy pram with suspension for every kind of path.',
      ),
    ],
    features: [
      t('Sulankstomas viena ranka, kompaktiškas sudėjus', 'One-hand fold, compact when folded'),
      t('Keturių ratų amortizacija', 'All-wheel suspension'),
      t('Reguliuojama atlošo padėtis iki gulimos', 'Backrest reclines to a lying position'),
      t('Didelis pirkinių krepšys', 'Large shopping basket'),
      t('UPF 50+ stogelis su vėdinimo langeliu', 'UPF 50+ canopy with a ventilation window'),
      t('Penkių taškų saugos diržai', 'Five-point safety harness'),
    ],
    care: t(
      'Audinius valykite drėgna šluoste, ratus – sausu skudurėliu.',
      'Wipe the fabrics with a damp cloth and the wheels with a dry one.',
    ),
  },
  car_seat: {
    pitches: [
      t(
        'Saugi automobilinė kėdutė, išbandyta pagal i-Size reikalavimus.',
        'A safe car seat tested to the i-Size standard.',
      ),
      t(
        'Kėdutė, kuri tvirtinama ISOFIX jungtimis per kelias sekundes.',
        'A car seat that clicks onto ISOFIX in seconds.',
      ),
      t('Patogi kėdutė ilgoms kelionėms su visa šeima.', 'A comfortable seat for long family journeys.'),
    ],
    features: [
      t('Atitinka R129 (i-Size) standartą', 'Meets the R129 (i-Size) standard'),
      t('ISOFIX tvirtinimas ir atraminė koja', 'ISOFIX connectors and a support leg'),
      t('Šoninio smūgio apsauga', 'Side impact protection'),
      t('Reguliuojamas galvos atlošas', 'Adjustable headrest'),
      t('Nuimamas, skalbiamas užvalkalas', 'Removable, washable cover'),
    ],
    care: t(
      'Užvalkalą skalbkite 30 °C temperatūroje, karkasą valykite drėgna šluoste.',
      'Wash the cover at 30 °C and wipe the frame with a damp cloth.',
    ),
  },
  bottle: {
    pitches: [
      t('Buteliukas su pilvuko dieglius mažinančiu vožtuvu.', 'A bottle with an anti-colic valve.'),
      t(
        'Patogus naudoti ir lengvai išplaunamas kasdienis pagalbininkas.',
        'An everyday helper that is easy to use and easy to clean.',
      ),
      t(
        'Be BPA pagamintas, saugus ir patikimas kūdikio maitinimui.',
        'BPA-free, safe and dependable for feeding your baby.',
      ),
    ],
    features: [
      t('Pagaminta be BPA', 'Made without BPA'),
      t('Pilvuko dieglius mažinantis vožtuvas', 'Anti-colic valve'),
      t('Minkštas silikoninis žindukas', 'Soft silicone teat'),
      t('Galima plauti indaplovėje', 'Dishwasher safe'),
      t('Tinka sterilizuoti garuose', 'Suitable for steam sterilising'),
    ],
    care: t('Prieš pirmąjį naudojimą išsterilizuokite.', 'Sterilise before first use.'),
  },
  high_chair: {
    pitches: [
      t(
        'Kėdutė, kuri auga kartu su vaiku – nuo pirmųjų kąsnelių iki mokyklos.',
        'A chair that grows with your child, from first bites to school age.',
      ),
      t(
        'Stabili ir lengvai valoma kėdutė šeimos stalui.',
        'A stable, easy-to-clean chair for the family table.',
      ),
      t(
        'Kompaktiška kėdutė, kurią patogu sulankstyti ir pasidėti.',
        'A compact chair that folds away neatly.',
      ),
    ],
    features: [
      t('Reguliuojamas sėdynės aukštis', 'Adjustable seat height'),
      t('Nuimamas staliukas', 'Removable tray'),
      t('Penkių taškų saugos diržai', 'Five-point safety harness'),
      t('Lengvai valomas paviršius', 'Wipe-clean surfaces'),
      t('Reguliuojama pakoja', 'Adjustable footrest'),
    ],
    care: t('Valykite drėgna šluoste ir švelniu plovikliu.', 'Clean with a damp cloth and mild detergent.'),
  },
  bodysuit: {
    pitches: [
      t('Švelnus drabužėlis jautriai kūdikio odai.', 'A soft garment for a baby’s delicate skin.'),
      t(
        'Patogus kasdienis rūbelis, lengvai užsegamas spaudėmis.',
        'A comfortable everyday piece that fastens with press studs.',
      ),
      t(
        'Kvėpuojantis audinys, kuris maloniai liečia odą visą dieną.',
        'Breathable fabric that feels gentle on the skin all day.',
      ),
    ],
    features: [
      t('Sertifikuota pagal OEKO-TEX® Standard 100', 'Certified to OEKO-TEX® Standard 100'),
      t('Spaudės apačioje lengvam vystyklų keitimui', 'Press studs at the bottom for quick nappy changes'),
      t('Plokšti siūlės netrina odos', 'Flat seams that do not rub'),
      t('Elastingas audinys', 'Stretchy fabric'),
      t('Pagaminta Lietuvoje', 'Made in Lithuania'),
    ],
    care: t('Skalbti 40 °C temperatūroje, nedžiovinti džiovyklėje.', 'Wash at 40 °C; do not tumble dry.'),
  },
  tshirt: {
    pitches: [
      t(
        'Patogus drabužis aktyviam vaikui – žaidimams ir mokyklai.',
        'Comfortable clothing for active kids, for play and school.',
      ),
      t(
        'Spalvingas ir tvirtas, atlaiko daugybę skalbimų.',
        'Colourful and hard-wearing, it survives countless washes.',
      ),
      t(
        'Kvėpuojantis audinys, kuriame vaikui nebus per karšta.',
        'Breathable fabric that keeps children from overheating.',
      ),
    ],
    features: [
      t('Spalvos neblunka skalbiant', 'Colours do not fade in the wash'),
      t('Sustiprintos siūlės', 'Reinforced seams'),
      t('Minkšta apykaklė', 'Soft neckline'),
      t('Sertifikuota pagal OEKO-TEX® Standard 100', 'Certified to OEKO-TEX® Standard 100'),
      t('Laisvas, judesių nevaržantis kirpimas', 'Relaxed fit for free movement'),
    ],
    care: t('Skalbti 30 °C temperatūroje, išvertus į išvirkščiąją pusę.', 'Wash inside out at 30 °C.'),
  },
  hat: {
    pitches: [
      t('Šilta ir švelni kepurė vėsioms dienoms.', 'A warm, soft hat for chilly days.'),
      t(
        'Dvigubo sluoksnio kepurė, kuri gerai dengia ausis.',
        'A double-layer hat that covers the ears well.',
      ),
      t('Lengva kepurė, kurią patogu nešiotis kišenėje.', 'A light hat that fits in a pocket.'),
    ],
    features: [
      t('Dvigubas megztas sluoksnis', 'Double knitted layer'),
      t('Dengia ausis', 'Covers the ears'),
      t('Nekandus vidinis sluoksnis', 'Non-itchy lining'),
      t('Tinka su šalmu ir gobtuvu', 'Fits under a helmet or hood'),
    ],
    care: t('Skalbti rankomis, džiovinti ištiesus.', 'Hand wash and dry flat.'),
  },
  blocks: {
    pitches: [
      t(
        'Lavinamasis žaislas, skatinantis kūrybiškumą ir smulkiąją motoriką.',
        'An educational toy that builds creativity and fine motor skills.',
      ),
      t('Spalvingas rinkinys valandoms kūrybiško žaidimo.', 'A colourful set for hours of creative play.'),
      t(
        'Tvirtas žaislas, kuris atlaikys ne vieną vaikų kartą.',
        'A sturdy toy that will last for more than one generation.',
      ),
    ],
    features: [
      t('Saugūs, netoksiški dažai', 'Safe, non-toxic paints'),
      t('Apvalinti kampai', 'Rounded corners'),
      t('Dėžutė patogiam laikymui', 'Storage box included'),
      t('Lavina spalvų ir formų pažinimą', 'Teaches colours and shapes'),
      t('Atitinka EN 71 žaislų saugos standartą', 'Meets the EN 71 toy safety standard'),
    ],
    care: t('Valykite drėgna šluoste, nemerkite į vandenį.', 'Wipe with a damp cloth; do not soak.'),
  },
  teddy: {
    pitches: [
      t(
        'Minkštas draugas, kuris lydės vaiką nuo pirmųjų dienų.',
        'A soft friend to keep your child company from the very first days.',
      ),
      t('Mielas pliušinis žaislas jaukiam miegui.', 'A cuddly plush toy for cosy sleep.'),
      t('Rankų darbo detalės ir itin švelnus pliušas.', 'Hand-finished details and extra-soft plush.'),
    ],
    features: [
      t('Išsiuvinėtos akys – be smulkių detalių', 'Embroidered eyes, no small parts'),
      t('Itin švelnus pliušas', 'Extra-soft plush'),
      t('Galima skalbti skalbimo mašinoje', 'Machine washable'),
      t('Atitinka EN 71 žaislų saugos standartą', 'Meets the EN 71 toy safety standard'),
    ],
    care: t('Skalbti 30 °C temperatūroje skalbinių maišelyje.', 'Machine wash at 30 °C in a laundry bag.'),
  },
  lamp: {
    pitches: [
      t(
        'Jauki šviesa vaiko kambariui ir vakaro ritualams.',
        'Cosy light for the nursery and bedtime routines.',
      ),
      t('Švelnios šviesos lempa, kuri neakina ir ramina.', 'A soft-glow lamp that soothes without dazzling.'),
      t(
        'Energiją taupantis šviestuvas su LED šviesos šaltiniu.',
        'An energy-saving light with an LED source.',
      ),
    ],
    features: [
      t('Šilta, akių nevarginanti LED šviesa', 'Warm, eye-friendly LED light'),
      t('Reguliuojamas šviesumas', 'Adjustable brightness'),
      t('Išsijungimo laikmatis', 'Sleep timer'),
      t('Įkraunama per USB-C', 'Rechargeable via USB-C'),
      t('Nekaista ir saugi liesti', 'Stays cool and safe to touch'),
    ],
    care: t(
      'Valykite sausa šluoste, prieš valydami atjunkite nuo elektros.',
      'Unplug before cleaning and wipe with a dry cloth.',
    ),
  },
  crib: {
    pitches: [
      t(
        'Tvirta lovytė iš masyvo saugiam ir ramiam miegui.',
        'A sturdy solid-wood cot for safe, restful sleep.',
      ),
      t(
        'Lovytė su reguliuojamu dugno aukščiu, tinkanti nuo gimimo.',
        'A cot with an adjustable base height, suitable from birth.',
      ),
      t(
        'Skandinaviško stiliaus baldas, kuris puikiai dera jaukiuose namuose.',
        'A Scandinavian-style piece that suits a cosy home.',
      ),
    ],
    features: [
      t('Reguliuojamas dugno aukštis', 'Adjustable base height'),
      t('Ekologiški, vandens pagrindo dažai', 'Eco-friendly, water-based paints'),
      t('Išimami skersiniai', 'Removable bars'),
      t('Atitinka EN 716 standartą', 'Meets the EN 716 standard'),
      t('Galima perdaryti į vaikišką lovą', 'Converts to a toddler bed'),
    ],
    care: t(
      'Valykite drėgna šluoste, venkite agresyvių valiklių.',
      'Wipe with a damp cloth; avoid harsh cleaners.',
    ),
  },
  pillow: {
    pitches: [
      t(
        'Minkšta ir patogi – jaukiam poilsiui kiekvieną dieną.',
        'Soft and supportive for cosy rest every day.',
      ),
      t(
        'Kvėpuojantis užpildas ir švelnus medvilninis užvalkalas.',
        'A breathable filling and a soft cotton cover.',
      ),
      t(
        'Universali pagalvė, kurią patogu naudoti namuose ir kelionėse.',
        'A versatile cushion for home and travel.',
      ),
    ],
    features: [
      t('Nuimamas, skalbiamas užvalkalas', 'Removable, washable cover'),
      t('Hipoalerginis užpildas', 'Hypoallergenic filling'),
      t('Sertifikuota pagal OEKO-TEX® Standard 100', 'Certified to OEKO-TEX® Standard 100'),
      t('Išlaiko formą ir po skalbimo', 'Keeps its shape after washing'),
    ],
    care: t('Užvalkalą skalbti 40 °C temperatūroje.', 'Wash the cover at 40 °C.'),
  },
  blanket: {
    pitches: [
      t('Švelnus ir šiltas tekstilės gaminys jaukiems namams.', 'A soft, warm textile for a cosy home.'),
      t(
        'Kvėpuojantis audinys, kuris šildo, bet neperkaitina.',
        'Breathable fabric that warms without overheating.',
      ),
      t('Natūralaus pluošto gaminys, malonus liesti.', 'Made of natural fibres, lovely to touch.'),
    ],
    features: [
      t('Natūralus pluoštas', 'Natural fibres'),
      t('Galima skalbti skalbimo mašinoje', 'Machine washable'),
      t('Sertifikuota pagal OEKO-TEX® Standard 100', 'Certified to OEKO-TEX® Standard 100'),
      t('Nesivelia ir nepraranda spalvos', 'Does not pill or fade'),
    ],
    care: t('Skalbti 30 °C temperatūroje, džiovinti ištiesus.', 'Wash at 30 °C and dry flat.'),
  },
  book: {
    pitches: [
      t(
        'Iliustruota knyga bendram skaitymui prieš miegą.',
        'An illustrated book to read together at bedtime.',
      ),
      t(
        'Spalvingi puslapiai ir trumpi tekstai mažiesiems skaitytojams.',
        'Colourful pages and short texts for little readers.',
      ),
      t(
        'Knyga, kuri lavina kalbą, vaizduotę ir smalsumą.',
        'A book that builds language, imagination and curiosity.',
      ),
    ],
    features: [
      t('Kieti, tvirti viršeliai', 'Sturdy hard covers'),
      t('Ryškios iliustracijos', 'Bright illustrations'),
      t('Apvalinti puslapių kampai', 'Rounded page corners'),
      t('Lietuvių autorių tekstai', 'Texts by Lithuanian authors'),
    ],
    care: t('Laikykite sausoje vietoje.', 'Keep in a dry place.'),
  },
  bag: {
    pitches: [
      t(
        'Talpus krepšys viskam, ko reikia dienai išvykoje.',
        'A roomy bag for everything you need on a day out.',
      ),
      t('Lengvas ir tvirtas krepšys su daug skyrelių.', 'A light, tough bag with plenty of pockets.'),
      t(
        'Stilingas ir praktiškas – tinka kasdien ir kelionėse.',
        'Stylish and practical, for every day and for travel.',
      ),
    ],
    features: [
      t('Vandeniui atsparus audinys', 'Water-repellent fabric'),
      t('Daug vidinių kišenių', 'Many inner pockets'),
      t('Termo skyrelis buteliukams', 'Insulated bottle pocket'),
      t('Reguliuojami petnešų diržai', 'Adjustable shoulder straps'),
      t('Tvirtinimas prie vežimėlio', 'Pram clips included'),
    ],
    care: t('Valykite drėgna šluoste, neskalbkite mašinoje.', 'Wipe clean; do not machine wash.'),
  },
  cup: {
    pitches: [
      t('Praktiški indai kasdieniams šeimos valgiams.', 'Practical tableware for everyday family meals.'),
      t(
        'Neslystantis ir sunkiai sudūžtantis – sukurtas mažiems rankutėms.',
        'Non-slip and hard to break, made for small hands.',
      ),
      t('Lengvai plaunamas ir saugus maistui.', 'Easy to wash and food safe.'),
    ],
    features: [
      t('Pagaminta be BPA', 'Made without BPA'),
      t('Galima plauti indaplovėje', 'Dishwasher safe'),
      t('Tinka naudoti mikrobangų krosnelėje', 'Microwave safe'),
      t('Neslystantis pagrindas', 'Non-slip base'),
    ],
    care: t(
      'Plauti indaplovėje arba šiltu vandeniu su plovikliu.',
      'Wash in the dishwasher or in warm soapy water.',
    ),
  },
  bath: {
    pitches: [
      t('Saugi ir patogi kasdienėms maudynėms.', 'Safe and comfortable for everyday bath time.'),
      t(
        'Ergonomiška forma, kuri padeda tvirtai prilaikyti kūdikį.',
        'An ergonomic shape that helps you hold your baby securely.',
      ),
      t('Linksmas priedas, paverčiantis maudynes žaidimu.', 'A fun extra that turns bath time into play.'),
    ],
    features: [
      t('Neslystantis dugnas', 'Non-slip base'),
      t('Vandens išleidimo kamštis', 'Drain plug'),
      t('Temperatūros indikatorius', 'Temperature indicator'),
      t('Pagaminta be BPA', 'Made without BPA'),
    ],
    care: t('Po naudojimo nuplaukite ir išdžiovinkite.', 'Rinse and dry after use.'),
  },
  bike: {
    pitches: [
      t(
        'Puiki pirmoji transporto priemonė pusiausvyrai lavinti.',
        'A great first ride for learning balance.',
      ),
      t(
        'Lengva ir tvirta – vaikas ją nesunkiai valdys pats.',
        'Light yet sturdy, so children can handle it themselves.',
      ),
      t('Aktyvus laisvalaikis lauke visai šeimai.', 'Active outdoor fun for the whole family.'),
    ],
    features: [
      t('Reguliuojamas sėdynės ir vairo aukštis', 'Adjustable seat and handlebar height'),
      t('Nepradūrstamos padangos', 'Puncture-proof tyres'),
      t('Lengvas aliuminio rėmas', 'Lightweight aluminium frame'),
      t('Vairo pasukimo ribotuvas', 'Steering limiter'),
    ],
    care: t(
      'Po važinėjimo nuvalykite ir laikykite sausoje vietoje.',
      'Wipe down after riding and store in a dry place.',
    ),
  },
  monitor: {
    pitches: [
      t(
        'Ramybė tėvams: matykite ir girdėkite kūdikį iš bet kurio kambario.',
        'Peace of mind: see and hear your baby from any room.',
      ),
      t(
        'Patikima ir saugi įranga namams su mažyliu.',
        'Reliable, safe equipment for a home with a little one.',
      ),
      t('Paprastai įrengiamas ir naudojamas kasdien.', 'Simple to install and to use every day.'),
    ],
    features: [
      t('Naktinis matymas', 'Night vision'),
      t('Dvipusis ryšys', 'Two-way talk'),
      t('Temperatūros jutiklis', 'Temperature sensor'),
      t('Iki 300 m veikimo nuotolis', 'Range of up to 300 m'),
      t('Tvirtinama be gręžimo', 'Fits without drilling'),
    ],
    care: t('Valykite sausa šluoste.', 'Clean with a dry cloth.'),
  },
  giftbox: {
    pitches: [
      t(
        'Gražiai supakuota dovana naujagimiui ir jo tėvams.',
        'A beautifully packed gift for a newborn and the parents.',
      ),
      t(
        'Kruopščiai atrinktas rinkinys, kuriuo džiaugsis visa šeima.',
        'A carefully chosen set the whole family will enjoy.',
      ),
      t('Dovana su atviruku, paruošta įteikti.', 'A ready-to-give gift with a greeting card.'),
    ],
    features: [
      t('Dovanų dėžutė su kaspinu', 'Gift box with a ribbon'),
      t('Atvirukas su jūsų palinkėjimu', 'Greeting card with your message'),
      t('Kruopščiai atrinktos prekės', 'Carefully chosen items'),
      t('Tinka krikštynoms ir gimtadieniams', 'Ideal for christenings and birthdays'),
    ],
    care: t(
      'Kiekvienos prekės priežiūros nurodymai – pakuotėje.',
      'Care instructions for each item are in the box.',
    ),
  },
  soother: {
    pitches: [
      t(
        'Ortodontinės formos čiulptukas, kuris ramina ir nespaudžia dantenų.',
        'An orthodontic soother that calms without pressing on the gums.',
      ),
      t(
        'Lengvas čiulptukas su vėdinimo angelėmis jautriai odai.',
        'A light soother with air holes for sensitive skin.',
      ),
      t(
        'Švelnus silikonas ir patogi forma ramiam miegui.',
        'Soft silicone and a comfortable shape for calm sleep.',
      ),
    ],
    features: [
      t('Ortodontinė žinduko forma', 'Orthodontic teat shape'),
      t('Pagaminta be BPA', 'Made without BPA'),
      t('Vėdinimo angelės skydelyje', 'Ventilation holes in the shield'),
      t('Apsauginis dangtelis higienai', 'Hygienic protective cap'),
      t('Tinka sterilizuoti garuose', 'Suitable for steam sterilising'),
    ],
    care: t(
      'Prieš pirmąjį naudojimą išsterilizuokite, reguliariai tikrinkite žinduką.',
      'Sterilise before first use and check the teat regularly.',
    ),
  },
  drinkware: {
    pitches: [
      t(
        'Sandari gertuvė, kuri ilgai išlaiko gėrimo temperatūrą.',
        'A leak-proof bottle that keeps drinks at the right temperature for hours.',
      ),
      t(
        'Patvari ir lengva – tinka darželiui, mokyklai ir išvykoms.',
        'Tough and light, for nursery, school and days out.',
      ),
      t(
        'Dvigubos sienelės išlaiko šilumą ir vėsą.',
        'Double walls keep warm things warm and cool things cool.',
      ),
    ],
    features: [
      t('Sandarus dangtelis', 'Leak-proof lid'),
      t('Dvigubos izoliuotos sienelės', 'Double insulated walls'),
      t('Pagaminta be BPA', 'Made without BPA'),
      t('Plati anga lengvam plovimui', 'Wide opening for easy cleaning'),
      t('Išlaiko šilumą iki 6 valandų', 'Keeps food warm for up to 6 hours'),
    ],
    care: t('Plauti rankomis šiltu vandeniu.', 'Hand wash in warm water.'),
  },
  breast_pump: {
    pitches: [
      t(
        'Tylus ir efektyvus pientraukis, padedantis maitinti patogiai.',
        'A quiet, efficient breast pump that makes feeding easier.',
      ),
      t('Natūralų kūdikio žindimą imituojantis ritmas.', 'A rhythm that mimics a baby’s natural feeding.'),
      t('Kompaktiškas pientraukis namams ir darbui.', 'A compact pump for home and work.'),
    ],
    features: [
      t('Reguliuojamas siurbimo stiprumas', 'Adjustable suction strength'),
      t('Tylus veikimas', 'Quiet operation'),
      t('Minkštas silikoninis piltuvėlis', 'Soft silicone cushion'),
      t('Rinkinyje – buteliukas ir žindukas', 'Bottle and teat included'),
      t('Pagaminta be BPA', 'Made without BPA'),
    ],
    care: t(
      'Dalis, liečiančias pieną, plaukite ir sterilizuokite po kiekvieno naudojimo.',
      'Wash and sterilise the parts that touch milk after every use.',
    ),
  },
  changing_mat: {
    pitches: [
      t(
        'Minkštas ir lengvai valomas kilimėlis saugiam vystymui.',
        'A soft, wipe-clean mat for safe nappy changes.',
      ),
      t('Pakeltais kraštais apsaugo judrų mažylį.', 'Raised edges keep a wriggly baby in place.'),
      t('Sulankstomas kilimėlis, kurį patogu pasiimti į kelionę.', 'A foldable mat that travels easily.'),
    ],
    features: [
      t('Drėgmei atsparus paviršius', 'Water-resistant surface'),
      t('Pakelti šonai', 'Raised sides'),
      t('Nuvalomas drėgna šluoste', 'Wipes clean with a damp cloth'),
      t('Neslystantis pagrindas', 'Non-slip base'),
    ],
    care: t('Valykite drėgna šluoste ir švelniu plovikliu.', 'Clean with a damp cloth and mild detergent.'),
  },
  storage: {
    pitches: [
      t(
        'Talpi dėžė, padedanti palaikyti tvarką vaiko kambaryje.',
        'A roomy box that keeps the kids’ room tidy.',
      ),
      t(
        'Žaislai, knygos ir drabužiai – viskas savo vietoje.',
        'Toys, books and clothes, all in their place.',
      ),
      t('Lengva ir tvirta, vaikas ją lengvai atidarys pats.', 'Light and sturdy, easy for a child to open.'),
    ],
    features: [
      t('Tvirtos rankenos', 'Sturdy handles'),
      t('Talpa – apie 40 litrų', 'Holds about 40 litres'),
      t('Sulankstoma, kai nenaudojama', 'Folds flat when not in use'),
      t('Natūralios medžiagos', 'Natural materials'),
    ],
    care: t('Valykite sausa arba drėgna šluoste.', 'Wipe with a dry or damp cloth.'),
  },
  home_safety: {
    pitches: [
      t(
        'Paprastos priemonės saugiems namams, kai mažylis pradeda ropoti.',
        'Simple gear for a safe home once your baby starts crawling.',
      ),
      t(
        'Nematomos apsaugos, kurios saugo nuo smūgių ir prispaudimų.',
        'Discreet guards that prevent bumps and pinched fingers.',
      ),
      t('Tvirtinama be įrankių per kelias minutes.', 'Fits in minutes, no tools needed.'),
    ],
    features: [
      t('Tvirtinama be gręžimo', 'Fits without drilling'),
      t('Stiprus klijuojamas pagrindas', 'Strong adhesive base'),
      t('Vaikui neatidaromas užraktas', 'Child-proof lock'),
      t('Minkštas, smūgius sugeriantis silikonas', 'Soft, shock-absorbing silicone'),
    ],
    care: t(
      'Prieš klijuodami nuvalykite ir nuriebalinkite paviršių.',
      'Clean and degrease the surface before sticking.',
    ),
  },
  safety_gate: {
    pitches: [
      t(
        'Tvirti vartai, saugantys laiptus ir virtuvę nuo smalsių tyrinėtojų.',
        'A sturdy gate that keeps stairs and kitchen safe from curious explorers.',
      ),
      t('Atidaromi viena ranka ir užsidaro patys.', 'Opens with one hand and closes by itself.'),
      t('Tvirtinami įspraudžiant – be gręžimo.', 'Pressure-fitted, no drilling needed.'),
    ],
    features: [
      t('Automatinis užsidarymas', 'Automatic closing'),
      t('Atidaroma viena ranka', 'One-hand opening'),
      t('Tvirtinama be gręžimo', 'Fits without drilling'),
      t('Atitinka EN 1930 standartą', 'Meets the EN 1930 standard'),
      t('Praplečiama papildomais tarpikliais', 'Extendable with extra panels'),
    ],
    care: t('Reguliariai patikrinkite tvirtinimą.', 'Check the fixings regularly.'),
  },
  sand_toys: {
    pitches: [
      t(
        'Linksmas rinkinys žaidimams smėlio dėžėje ir paplūdimyje.',
        'A fun set for the sandpit and the beach.',
      ),
      t('Tvirti žaislai, kurie atlaiko vasaros nuotykius.', 'Tough toys built for summer adventures.'),
      t(
        'Ryškios spalvos ir patogios rankenos mažiems delnams.',
        'Bright colours and easy grips for small hands.',
      ),
    ],
    features: [
      t('Lankstus, nelūžtantis plastikas', 'Flexible, unbreakable plastic'),
      t('Rinkinyje – kibirėlis, kastuvėlis ir formelės', 'Bucket, spade and moulds included'),
      t('Pagaminta be BPA', 'Made without BPA'),
      t('Atitinka EN 71 žaislų saugos standartą', 'Meets the EN 71 toy safety standard'),
    ],
    care: t('Nuplaukite vandeniu ir išdžiovinkite.', 'Rinse with water and leave to dry.'),
  },
  maternity: {
    pitches: [
      t('Patogus drabužis, kuris auga kartu su pilvuku.', 'A comfortable piece that grows with your bump.'),
      t('Tinka nėštumo metu ir maitinant krūtimi.', 'Made for pregnancy and breastfeeding.'),
      t('Minkštas, tamprus audinys visai dienai.', 'Soft, stretchy fabric for all day wear.'),
    ],
    features: [
      t('Diskretiškos maitinimo angos', 'Discreet nursing openings'),
      t('Tamprus audinys', 'Stretchy fabric'),
      t('Sertifikuota pagal OEKO-TEX® Standard 100', 'Certified to OEKO-TEX® Standard 100'),
      t('Pagaminta Lietuvoje', 'Made in Lithuania'),
    ],
    care: t('Skalbti 30 °C temperatūroje.', 'Wash at 30 °C.'),
  },
  carrier: {
    pitches: [
      t(
        'Ergonomiška nešioklė, leidžianti mažylį laikyti arti širdies.',
        'An ergonomic carrier that keeps your baby close to your heart.',
      ),
      t(
        'Tolygiai paskirsto svorį, todėl nepavargsta nugara.',
        'Spreads the weight evenly so your back does not tire.',
      ),
      t(
        'Keli nešiojimo būdai – nuo gimimo iki maždaug 3 metų.',
        'Several carrying positions, from birth to about 3 years.',
      ),
    ],
    features: [
      t('Klubams palanki „M“ padėtis', 'Hip-healthy “M” position'),
      t('Paminkštinti petnešų diržai', 'Padded shoulder straps'),
      t('Juosmens diržas apkrovai paskirstyti', 'Waist belt to spread the load'),
      t('Keturi nešiojimo būdai', 'Four carrying positions'),
      t('Kvėpuojantis tinklelio audinys', 'Breathable mesh fabric'),
    ],
    care: t('Skalbti 30 °C temperatūroje, užsegus visas sagtis.', 'Wash at 30 °C with all buckles fastened.'),
  },
  school_bag: {
    pitches: [
      t(
        'Lengva ir patogi kuprinė kasdieniams mokyklos keliams.',
        'A light, comfortable bag for the daily school run.',
      ),
      t(
        'Daug skyrelių, kad kiekvienas pieštukas turėtų savo vietą.',
        'Plenty of compartments so every pencil has a home.',
      ),
      t(
        'Ryškūs atšvaitai saugiam keliui tamsiuoju metų laiku.',
        'Bright reflectors for safe walks on dark mornings.',
      ),
    ],
    features: [
      t('Ergonomiška, anatominė nugarėlė', 'Ergonomic, padded back panel'),
      t('Atšvaitai iš visų pusių', 'Reflectors on every side'),
      t('Vandeniui atsparus audinys', 'Water-repellent fabric'),
      t('Vardo kortelė viduje', 'Name tag inside'),
    ],
    care: t('Valykite drėgna šluoste, neskalbkite mašinoje.', 'Wipe clean; do not machine wash.'),
  },
  album: {
    pitches: [
      t(
        'Albumas pirmiesiems kūdikio metams ir brangiausiems prisiminimams.',
        'An album for a baby’s first year and your most precious memories.',
      ),
      t(
        'Vietos nuotraukoms, pirmiesiems žodžiams ir ūgio matavimams.',
        'Room for photos, first words and height charts.',
      ),
      t('Puiki dovana laukiantiems tėvams.', 'A lovely gift for parents-to-be.'),
    ],
    features: [
      t('Kieti, audiniu aptraukti viršeliai', 'Hard, fabric-covered covers'),
      t('Puslapiai su užuominomis įrašams', 'Pages with prompts to fill in'),
      t('Vokelis pirmajai plaukų sruogai', 'Envelope for the first lock of hair'),
      t('Rūgščių neturintis popierius', 'Acid-free paper'),
    ],
    care: t(
      'Laikykite sausoje vietoje, atokiau nuo tiesioginių saulės spindulių.',
      'Keep in a dry place away from direct sunlight.',
    ),
  },
  kids_furniture: {
    pitches: [
      t(
        'Vaiko ūgiui pritaikyti baldai žaidimams, piešimui ir pirmiesiems namų darbams.',
        'Child-sized furniture for play, drawing and first homework.',
      ),
      t('Tvirti ir stabilūs baldai iš masyvo.', 'Sturdy, stable furniture made of solid wood.'),
      t(
        'Paprastas skandinaviškas dizainas, kuris tinka bet kuriam kambariui.',
        'A simple Scandinavian design that suits any room.',
      ),
    ],
    features: [
      t('Masyvo mediena iš tvariai tvarkomų miškų', 'Solid wood from sustainably managed forests'),
      t('Apvalinti kampai', 'Rounded corners'),
      t('Ekologiški, vandens pagrindo dažai', 'Eco-friendly, water-based paints'),
      t('Lengvai surenkama', 'Easy to assemble'),
      t('Atlaiko iki 50 kg', 'Holds up to 50 kg'),
    ],
    care: t(
      'Valykite drėgna šluoste, venkite agresyvių valiklių.',
      'Wipe with a damp cloth; avoid harsh cleaners.',
    ),
  },
  bath_toys: {
    pitches: [
      t('Linksmi žaislai, paverčiantys maudynes žaidimu.', 'Fun toys that turn bath time into play.'),
      t('Plūduriuoja, purškia vandenį ir lavina smalsumą.', 'They float, squirt and spark curiosity.'),
      t('Minkšti ir saugūs mažoms rankutėms.', 'Soft and safe for small hands.'),
    ],
    features: [
      t('Be skylučių – viduje nesikaupia vanduo', 'No holes, so no water stays inside'),
      t('Pagaminta be BPA', 'Made without BPA'),
      t('Plūduriuoja vandenyje', 'Floats on water'),
      t('Atitinka EN 71 žaislų saugos standartą', 'Meets the EN 71 toy safety standard'),
    ],
    care: t('Po maudynių nuplaukite ir išdžiovinkite.', 'Rinse and dry after every bath.'),
  },
  scooter: {
    pitches: [
      t(
        'Stabilus paspirtukas pirmiesiems greičio nuotykiams.',
        'A stable scooter for first adventures at speed.',
      ),
      t(
        'Vairuojamas pakreipiant – vaikas greitai išmoks pats.',
        'Lean-to-steer, so children learn to ride on their own quickly.',
      ),
      t('Lengvai sulankstomas ir patogiai nešamas.', 'Folds easily and is easy to carry.'),
    ],
    features: [
      t('Reguliuojamas vairo aukštis', 'Adjustable handlebar height'),
      t('Tylūs, nepradūrstami ratukai', 'Quiet, puncture-proof wheels'),
      t('Galinis stabdys', 'Rear brake'),
      t('Neslystanti platforma', 'Non-slip deck'),
      t('Sulankstomas rėmas', 'Folding frame'),
    ],
    care: t(
      'Po važinėjimo nuvalykite ir laikykite sausoje vietoje.',
      'Wipe down after riding and store in a dry place.',
    ),
  },
  ceiling_light: {
    pitches: [
      t(
        'Šviestuvas, kuris sukuria jaukią nuotaiką visame kambaryje.',
        'A light that sets a cosy mood in the whole room.',
      ),
      t('Švelni, išsklaidyta šviesa vaiko kambariui.', 'Soft, diffused light for the kids’ room.'),
      t(
        'Dekoratyvus akcentas dieną ir jauki šviesa vakare.',
        'A decorative touch by day and cosy light at night.',
      ),
    ],
    features: [
      t('Tinka E27 LED lemputė', 'Takes an E27 LED bulb'),
      t('Išsklaidyta, neakinanti šviesa', 'Diffused, glare-free light'),
      t('Reguliuojamas laido ilgis', 'Adjustable cord length'),
      t('Lengvai montuojamas', 'Easy to install'),
    ],
    care: t(
      'Valykite sausa šluoste, prieš valydami išjunkite elektrą.',
      'Switch off the power before cleaning and wipe with a dry cloth.',
    ),
  },
  mug: {
    pitches: [
      t('Jaukus puodelis rytinei kavai ir vakaro arbatai.', 'A cosy mug for morning coffee and evening tea.'),
      t(
        'Rankų darbo glazūra – kiekvienas puodelis šiek tiek kitoks.',
        'Hand-glazed, so every mug is a little different.',
      ),
      t('Puiki dovana mamai ir tėčiui.', 'A lovely gift for mum and dad.'),
    ],
    features: [
      t('Talpa – 350 ml', 'Holds 350 ml'),
      t('Galima plauti indaplovėje', 'Dishwasher safe'),
      t('Tinka naudoti mikrobangų krosnelėje', 'Microwave safe'),
      t('Rankų darbo glazūra', 'Hand-applied glaze'),
    ],
    care: t(
      'Plauti indaplovėje arba šiltu vandeniu su plovikliu.',
      'Wash in the dishwasher or in warm soapy water.',
    ),
  },
};
