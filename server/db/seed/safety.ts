import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { normalizeSerial, warrantyTerms } from "#domain/warranty.ts";

interface SeededProductRef {
  id: number;
  name: string;
}

/** The serial range of the demo's active recall (FT-LM4046 built in week 24 of 2026, line B). */
export const DEMO_RECALL = { model: "FT-LM4046", slug: "ft-lm4046-blade-bolt-2026", from: "FT4624B00100", to: "FT4624B01999" } as const;

/**
 * Safety notices of the demo: a closed recall of 2025 (chainsaw chain brake) and an active one for a
 * serial range of the 46 cm mower, with registrations of that mower inside and outside the range, so the banner,
 * /safety, "Is my tool affected?" and the recall mailing (which the publishing clock queues at start) can be seen.
 */
export async function insertSafetyDemo(trx: Transaction<Database>, products: Map<string, SeededProductRef>): Promise<void> {
  const mower = products.get(DEMO_RECALL.model);
  const saw = products.get("FT-CS4035");
  if (!mower || !saw) return;
  const images = await trx.selectFrom("commodities").select(["id", "main_img_url"]).where("id", "in", [mower.id, saw.id]).execute();
  const imageOf = (id: number) => JSON.stringify(images.filter((row) => row.id === id && row.main_img_url).map((row) => row.main_img_url));
  const stamp = new Date().toISOString();
  await trx
    .insertInto("safety_notices")
    .values([
      {
        slug: "ft-cs4035-chain-brake-2025",
        status: "closed",
        remedy: "repair",
        en_title: "Chain brake of the FT-CS4035 chainsaw may not engage",
        fr_title: "Le frein de chaîne de la tronçonneuse FT-CS4035 peut ne pas s'enclencher",
        nl_title: "Kettingrem van de kettingzaag FT-CS4035 grijpt mogelijk niet in",
        en_product: "40V 35 cm cordless chainsaw",
        fr_product: "Tronçonneuse sans fil 40V 35 cm",
        nl_product: "Snoerloze kettingzaag 40V 35 cm",
        en_hazard:
          "On some saws the chain brake spring was fitted without its retaining clip. After a kickback the brake may not stop the chain, which can cause serious cuts.",
        fr_hazard:
          "Sur certaines tronçonneuses, le ressort du frein de chaîne a été monté sans son clip de maintien. Après un rebond, le frein peut ne pas arrêter la chaîne, ce qui peut provoquer de graves coupures.",
        nl_hazard:
          "Bij sommige zagen is de veer van de kettingrem zonder borgclip gemonteerd. Na een terugslag stopt de rem de ketting mogelijk niet, wat ernstige snijwonden kan veroorzaken.",
        en_action: "Stop using the saw and remove the battery. Do not try to repair the brake yourself.",
        fr_action: "Cessez d'utiliser la tronçonneuse et retirez la batterie. N'essayez pas de réparer le frein vous-même.",
        nl_action: "Gebruik de zaag niet meer en neem de accu eruit. Probeer de rem niet zelf te herstellen.",
        en_remedy_text: "Any Fantai service dealer fits the clip and checks the brake free of charge, while you wait (about 20 minutes).",
        fr_remedy_text: "Tout revendeur-réparateur Fantai monte le clip et contrôle le frein gratuitement, pendant que vous attendez (environ 20 minutes).",
        nl_remedy_text: "Elke Fantai-servicedealer plaatst de clip en controleert de rem gratis, terwijl u wacht (ongeveer 20 minuten).",
        en_contact_note: "Our service desk answers on working days from 9:00 to 17:00.",
        fr_contact_note: "Notre service répond les jours ouvrables de 9 h à 17 h.",
        nl_contact_note: "Onze dienst is bereikbaar op werkdagen van 9 tot 17 uur.",
        models: JSON.stringify(["FT-CS4035"]),
        serial_ranges: JSON.stringify([{ from: "FT3525A00001", to: "FT3525A00850" }]),
        sold_from: "2025-03-01",
        sold_to: "2025-05-31",
        produced_from: "2025-02-10",
        produced_to: "2025-03-14",
        images: imageOf(saw.id),
        contact_phone: "+32 3 555 01 23",
        contact_email: "safety@fantai.example",
        published_at: "2025-06-12",
        closed_at: "2026-03-31T16:00:00.000Z",
        created_at: stamp,
        updated_at: stamp,
      },
      {
        slug: DEMO_RECALL.slug,
        status: "active",
        remedy: "replacement",
        en_title: "FT-LM4046 mower: the blade bolt may loosen",
        fr_title: "Tondeuse FT-LM4046 : la vis de lame peut se desserrer",
        nl_title: "Grasmaaier FT-LM4046: de mesbout kan loskomen",
        en_product: "40V 46 cm brushless push lawn mower",
        fr_product: "Tondeuse poussée brushless 40V 46 cm",
        nl_product: "Borstelloze duwgrasmaaier 40V 46 cm",
        en_hazard:
          "In one production batch the blade bolt was tightened with too little torque. It can work loose during mowing, and the blade can come off and be thrown from under the deck, injuring people nearby.",
        fr_hazard:
          "Dans un lot de production, la vis de lame a été serrée à un couple insuffisant. Elle peut se desserrer pendant la tonte ; la lame peut alors se détacher et être projetée hors du carter, blessant les personnes à proximité.",
        nl_hazard:
          "In één productiereeks is de mesbout met te weinig kracht aangedraaid. Hij kan tijdens het maaien loskomen; het mes kan dan loskomen en onder het maaidek uit geslingerd worden en omstaanders verwonden.",
        en_action: "Stop using the mower now, remove the battery and check the serial number on the rating plate under the handle.",
        fr_action:
          "Cessez d'utiliser la tondeuse dès maintenant, retirez la batterie et vérifiez le numéro de série sur la plaque signalétique sous le guidon.",
        nl_action: "Gebruik de maaier vanaf nu niet meer, neem de accu eruit en kijk het serienummer na op het typeplaatje onder de duwboom.",
        en_remedy_text:
          "We replace the blade assembly (blade, bolt and adapter) free of charge. Book it with a Fantai service dealer, or ask us for a free pick-up and return within 10 working days.",
        fr_remedy_text:
          "Nous remplaçons gratuitement l'ensemble de lame (lame, vis et adaptateur). Prenez rendez-vous chez un revendeur-réparateur Fantai ou demandez-nous un enlèvement et un retour gratuits sous 10 jours ouvrables.",
        nl_remedy_text:
          "We vervangen het messenblok (mes, bout en adapter) gratis. Maak een afspraak bij een Fantai-servicedealer, of vraag ons een gratis ophaling en terugbezorging binnen 10 werkdagen.",
        en_contact_note: "Free phone line for this notice, working days 8:00 to 18:00.",
        fr_contact_note: "Ligne gratuite pour cet avis, jours ouvrables de 8 h à 18 h.",
        nl_contact_note: "Gratis nummer voor deze melding, werkdagen van 8 tot 18 uur.",
        models: JSON.stringify([DEMO_RECALL.model]),
        serial_ranges: JSON.stringify([{ from: DEMO_RECALL.from, to: DEMO_RECALL.to }]),
        sold_from: null,
        sold_to: null,
        produced_from: "2026-06-08",
        produced_to: "2026-06-14",
        images: imageOf(mower.id),
        contact_phone: "0800 12 345",
        contact_email: "safety@fantai.example",
        published_at: "2026-11-02",
        closed_at: null,
        created_at: stamp,
        updated_at: stamp,
      },
    ])
    .execute();

  // Owners of the 46 cm mower: three inside the recalled range, two outside it.
  const owners = [
    { name: "Jan de Vries", email: "jan.devries@example.nl", locale: "nl", country: "NL", serial: "FT4624B00120", bought: "2026-07-04" },
    { name: "Camille Dubois", email: "camille.dubois@example.fr", locale: "fr", country: "FR", serial: "FT4624B01488", bought: "2026-08-19" },
    { name: "Emma Peeters", email: "emma.peeters@example.be", locale: "en", country: "BE", serial: "FT-4624-B01999", bought: "2026-09-02" },
    { name: "Lucas Martin", email: "lucas.martin@example.be", locale: "fr", country: "BE", serial: "FT4624B02005", bought: "2026-09-20" },
    { name: "Sanne Jacobs", email: "sanne.jacobs@example.nl", locale: "nl", country: "NL", serial: "FT4618A00450", bought: "2026-05-15" },
  ];
  await trx
    .insertInto("warranty_registrations")
    .values(
      owners.map((owner, index) => {
        const terms = warrantyTerms(owner.bought, owner.bought);
        return {
          reference: `W-RCLL-23${index + 2}${index + 2}`,
          token_hash: createHash("sha256").update(randomBytes(16)).digest("hex"),
          commodity_id: mower.id,
          product_name: mower.name,
          product_model: DEMO_RECALL.model,
          serial: owner.serial,
          serial_key: normalizeSerial(owner.serial),
          purchase_date: owner.bought,
          warranty_years: terms.years,
          warranty_until: terms.until,
          where_bought: "Tuincentrum De Linde",
          country: owner.country,
          name: owner.name,
          email: owner.email,
          locale: owner.locale,
          has_proof: 0,
          consent_at: stamp,
          created_at: stamp,
        };
      }),
    )
    .execute();
}
