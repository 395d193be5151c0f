import type { Insertable, Transaction } from "kysely";
import type { ArticleTable, Database } from "#server/db/schema.ts";
import { h2, localize, p, renderBlocks, stamps, t, ul, type Block, type T } from "./helpers.ts";
import { art, type ImageKind, type Painter } from "./images.ts";

interface ArticleData {
  date: string;
  kind: ImageKind;
  hot?: boolean;
  title: T;
  summary: T;
  body: Block[];
}

const ARTICLES: ArticleData[] = [
  {
    date: "2025-01-14T08:30:00Z",
    kind: "battery",
    hot: true,
    title: t(
      "Battery care in winter: how to store your 40V batteries",
      "Batteries en hiver : comment bien stocker vos batteries 40V",
      "Accu's in de winter: zo bewaart u uw 40V-accu's",
    ),
    summary: t(
      "Cold, damp sheds are hard on lithium-ion cells. Four simple habits keep your batteries healthy until spring.",
      "Le froid et l'humidité des abris de jardin malmènent les cellules lithium-ion. Quatre gestes simples gardent vos batteries en forme jusqu'au printemps.",
      "Koude, vochtige tuinhuizen zijn slecht voor lithium-ioncellen. Met vier eenvoudige gewoontes blijven uw accu's gezond tot de lente.",
    ),
    body: [
      p(
        "When the mowing season ends, most garden tools go into the shed for the winter. Your batteries deserve a better spot: lithium-ion cells age faster when they are stored full, empty or in freezing temperatures.",
        "À la fin de la saison de tonte, la plupart des outils de jardin passent l'hiver dans l'abri. Vos batteries méritent mieux : les cellules lithium-ion vieillissent plus vite lorsqu'elles sont stockées pleines, vides ou dans le froid.",
        "Als het maaiseizoen voorbij is, verdwijnt het meeste tuingereedschap de winter in het tuinhuis. Uw accu's verdienen een betere plek: lithium-ioncellen verouderen sneller als ze vol, leeg of in de vrieskou worden bewaard.",
      ),
      h2("Four habits for a long battery life", "Quatre habitudes pour une batterie qui dure", "Vier gewoontes voor een lang acculeven"),
      ul(
        t(
          "Store batteries **half charged**: two or three LEDs on the indicator is ideal.",
          "Stockez les batteries **à moitié chargées** : deux ou trois LED allumées sur l'indicateur, c'est l'idéal.",
          "Bewaar accu's **half opgeladen**: twee of drie brandende leds op de indicator is ideaal.",
        ),
        t(
          "Keep them **indoors**, somewhere dry between 5 and 25 °C.",
          "Gardez-les **à l'intérieur**, dans un endroit sec entre 5 et 25 °C.",
          "Bewaar ze **binnen**, op een droge plek tussen 5 en 25 °C.",
        ),
        t(
          "Never charge a battery that is **colder than 5 °C**; let it warm up first.",
          "Ne rechargez jamais une batterie **à moins de 5 °C** : laissez-la d'abord se réchauffer.",
          "Laad nooit een accu op die **kouder is dan 5 °C**; laat hem eerst opwarmen.",
        ),
        t(
          "Check the charge level **every two to three months** and top up if needed.",
          "Vérifiez le niveau de charge **tous les deux à trois mois** et complétez si nécessaire.",
          "Controleer het laadniveau **elke twee à drie maanden** en laad zo nodig wat bij.",
        ),
      ),
      p(
        "Take the battery out of the tool and the charger before storing it, and wipe the contacts with a dry cloth. A cardboard box on a shelf in the utility room or garage is perfectly fine.",
        "Retirez la batterie de l'outil et du chargeur avant de la ranger, puis essuyez les contacts avec un chiffon sec. Une boîte en carton sur une étagère de la buanderie ou du garage fait parfaitement l'affaire.",
        "Haal de accu uit het gereedschap en de lader voordat u hem opbergt, en veeg de contacten af met een droge doek. Een kartonnen doos op een plank in de bijkeuken of garage volstaat prima.",
      ),
      p(
        "Follow these steps and a Fantai 40V battery will keep most of its capacity for years. Registered products also benefit from an extra year of warranty on top of the standard two.",
        "En suivant ces conseils, une batterie Fantai 40V conserve l'essentiel de sa capacité pendant des années. Les produits enregistrés bénéficient en outre d'une année de garantie supplémentaire en plus des deux ans standard.",
        "Volgt u deze stappen, dan behoudt een Fantai 40V-accu jarenlang het grootste deel van zijn capaciteit. Geregistreerde producten krijgen bovendien een extra jaar garantie bovenop de standaard twee jaar.",
      ),
    ],
  },
  {
    date: "2025-02-11T09:00:00Z",
    kind: "mower",
    title: t("Getting your garden tools ready for spring", "Préparer vos outils de jardin pour le printemps", "Uw tuingereedschap klaarmaken voor de lente"),
    summary: t(
      "A quiet February afternoon is the perfect time to check blades, clean decks and charge every battery before the first cut.",
      "Un après-midi calme de février est le moment idéal pour vérifier les lames, nettoyer les carters et recharger toutes les batteries avant la première tonte.",
      "Een rustige middag in februari is het ideale moment om messen te controleren, maaidekken schoon te maken en alle accu's op te laden voor de eerste maaibeurt.",
    ),
    body: [
      p(
        "The first warm days always arrive sooner than expected. Spend an hour in February preparing your tools and you will be ready the moment the grass starts growing.",
        "Les premiers beaux jours arrivent toujours plus tôt que prévu. Consacrez une heure en février à la préparation de vos outils et vous serez prêt dès que l'herbe se remettra à pousser.",
        "De eerste warme dagen komen altijd sneller dan verwacht. Besteed in februari een uurtje aan uw gereedschap en u bent klaar zodra het gras weer begint te groeien.",
      ),
      h2("A quick pre-season check", "Une vérification rapide avant la saison", "Een snelle controle voor het seizoen"),
      ul(
        t(
          "Remove the battery, then clean dried grass from under the mower deck.",
          "Retirez la batterie, puis enlevez l'herbe séchée sous le carter de la tondeuse.",
          "Haal de accu eruit en verwijder daarna opgedroogd gras onder het maaidek.",
        ),
        t(
          "Inspect blades for nicks and sharpen or replace them.",
          "Inspectez les lames, puis affûtez-les ou remplacez-les si elles sont ébréchées.",
          "Controleer de messen op bramen en slijp of vervang ze.",
        ),
        t(
          "Lubricate hedge trimmer blades with a light oil.",
          "Lubrifiez les lames du taille-haies avec une huile fluide.",
          "Smeer de messen van de heggenschaar in met een dunne olie.",
        ),
        t(
          "Fully charge every battery and note which ones run out quickly.",
          "Rechargez complètement chaque batterie et notez celles qui se vident vite.",
          "Laad elke accu volledig op en noteer welke snel leeg raken.",
        ),
      ),
      p(
        "Battery tools need far less preparation than petrol machines: no stale fuel to drain, no spark plug to replace and no pull cord to fight with. That leaves more time for the garden itself.",
        "Les outils sur batterie demandent bien moins de préparation que les machines thermiques : pas de vieux carburant à vidanger, pas de bougie à remplacer, pas de lanceur récalcitrant. Il vous reste plus de temps pour le jardin lui-même.",
        "Accugereedschap vraagt veel minder voorbereiding dan benzinemachines: geen oude brandstof aftappen, geen bougie vervangen en geen gevecht met het trekkoord. Zo houdt u meer tijd over voor de tuin zelf.",
      ),
    ],
  },
  {
    date: "2025-03-04T10:15:00Z",
    kind: "mower",
    title: t("Scarifying your lawn: when and how", "Scarifier sa pelouse : quand et comment", "Uw gazon verticuteren: wanneer en hoe"),
    summary: t(
      "Moss and thatch choke a lawn. Here is how to scarify at the right moment and help the grass recover quickly.",
      "La mousse et le feutre étouffent le gazon. Voici comment scarifier au bon moment et aider l'herbe à repartir rapidement.",
      "Mos en vilt verstikken een gazon. Zo verticuteert u op het juiste moment en helpt u het gras snel te herstellen.",
    ),
    body: [
      p(
        "Over the winter, dead grass and moss build up into a felt-like layer that stops air, water and fertiliser from reaching the roots. Scarifying pulls that layer out and gives the lawn a fresh start.",
        "Pendant l'hiver, l'herbe morte et la mousse forment une couche feutrée qui empêche l'air, l'eau et l'engrais d'atteindre les racines. La scarification retire cette couche et offre un nouveau départ à la pelouse.",
        "In de winter vormen dood gras en mos een viltlaag die lucht, water en meststoffen tegenhoudt. Verticuteren trekt die laag eruit en geeft het gazon een frisse start.",
      ),
      h2("Choose the right moment", "Choisir le bon moment", "Kies het juiste moment"),
      p(
        "Scarify when the soil is moist but not wet and the grass is actively growing, usually from mid-April to mid-May. Mow short beforehand and work in two directions at a shallow depth.",
        "Scarifiez lorsque le sol est frais mais pas détrempé et que l'herbe est en pleine croissance, généralement de mi-avril à mi-mai. Tondez court au préalable et travaillez dans deux directions, à faible profondeur.",
        "Verticuteer als de grond vochtig maar niet nat is en het gras actief groeit, meestal van half april tot half mei. Maai eerst kort en werk in twee richtingen op geringe diepte.",
      ),
      p(
        "Don't panic if the lawn looks bare afterwards. Rake up the debris, sow grass seed on thin patches, apply a spring fertiliser and keep the soil moist: within three weeks it will be greener than before.",
        "Pas de panique si la pelouse paraît dégarnie ensuite. Ratissez les débris, semez du gazon sur les zones clairsemées, apportez un engrais de printemps et gardez le sol humide : en trois semaines, elle sera plus verte qu'avant.",
        "Schrik niet als het gazon er daarna kaal uitziet. Hark de resten bijeen, zaai gras bij op kale plekken, geef een voorjaarsmeststof en houd de grond vochtig: binnen drie weken is het groener dan voorheen.",
      ),
    ],
  },
  {
    date: "2025-03-25T07:45:00Z",
    kind: "hedge",
    hot: true,
    title: t(
      "Hedge trimming and nesting birds: what you need to know",
      "Taille des haies et nidification : ce qu'il faut savoir",
      "Heggen snoeien in het broedseizoen: wat u moet weten",
    ),
    summary: t(
      "From spring to late summer, hedges are home to nesting birds. Find out when to trim, when to wait and how to check.",
      "Du printemps à la fin de l'été, les haies abritent des oiseaux nicheurs. Découvrez quand tailler, quand attendre et comment vérifier.",
      "Van de lente tot het einde van de zomer broeden er vogels in hagen. Lees wanneer u kunt snoeien, wanneer u beter wacht en hoe u controleert.",
    ),
    body: [
      p(
        "A dense hedge is one of the best nesting places in any garden. Blackbirds, wrens and robins start building as early as March, and many raise a second brood well into summer.",
        "Une haie dense est l'un des meilleurs sites de nidification du jardin. Merles, troglodytes et rouges-gorges commencent à construire dès le mois de mars, et beaucoup élèvent une deuxième couvée jusqu'en plein été.",
        "Een dichte haag is een van de beste nestplekken in de tuin. Merels, winterkoninkjes en roodborstjes beginnen al in maart te bouwen, en veel vogels brengen tot diep in de zomer een tweede legsel groot.",
      ),
      h2("What the rules say", "Ce que dit la réglementation", "Wat de regels zeggen"),
      p(
        "Across Europe, it is against the law to destroy or disturb an active nest. Many countries and municipalities also advise against, or forbid, heavy hedge cutting from mid-March to the end of July or August. Check your local rules before any major work.",
        "Partout en Europe, il est interdit de détruire ou de déranger un nid occupé. De nombreux pays et communes déconseillent, voire interdisent, les tailles sévères de mi-mars à fin juillet ou fin août. Renseignez-vous sur les règles locales avant tout gros chantier.",
        "In heel Europa is het verboden om een bewoond nest te vernielen of te verstoren. Veel landen en gemeenten raden zware snoei van half maart tot eind juli of augustus af, of verbieden die zelfs. Bekijk de lokale regels voordat u groot snoeiwerk plant.",
      ),
      h2("Trimming responsibly", "Tailler de manière responsable", "Verantwoord snoeien"),
      ul(
        t(
          "Do the **hard pruning** in late winter, before the birds return.",
          "Effectuez les **tailles sévères** en fin d'hiver, avant le retour des oiseaux.",
          "Doe het **zware snoeiwerk** aan het einde van de winter, voordat de vogels terugkomen.",
        ),
        t(
          "Before a light summer trim, **watch the hedge for ten minutes** for birds flying in and out.",
          "Avant une légère taille d'été, **observez la haie dix minutes** pour repérer les allées et venues.",
          "Kijk voor een lichte zomersnoei **tien minuten naar de haag** of er vogels in- en uitvliegen.",
        ),
        t(
          "If you find a nest, **leave that section** until the young have fledged.",
          "Si vous trouvez un nid, **laissez cette partie** jusqu'à l'envol des jeunes.",
          "Vindt u een nest, **laat dat stuk dan staan** tot de jongen uitgevlogen zijn.",
        ),
      ),
      p(
        "A quiet battery hedge trimmer helps too: without the roar of a petrol engine, you hear the alarm calls that tell you a nest is close.",
        "Un taille-haies sur batterie silencieux aide aussi : sans le vacarme d'un moteur thermique, vous entendez les cris d'alarme qui signalent un nid tout proche.",
        "Een stille accuheggenschaar helpt ook: zonder het gebrul van een benzinemotor hoort u de alarmroepjes die verraden dat er een nest in de buurt is.",
      ),
    ],
  },
  {
    date: "2025-04-15T08:00:00Z",
    kind: "mower",
    hot: true,
    title: t("How to choose the right cordless lawn mower", "Comment choisir la bonne tondeuse sans fil", "Hoe kiest u de juiste accugrasmaaier?"),
    summary: t(
      "Lawn size, slopes and how you like to mow: three questions that point you to the right machine.",
      "Surface de la pelouse, pentes et façon de tondre : trois questions pour trouver la machine qu'il vous faut.",
      "Gazonoppervlakte, hellingen en hoe u graag maait: drie vragen die u naar de juiste machine leiden.",
    ),
    body: [
      p(
        "Cordless mowers have caught up with petrol models in power, and they are lighter, quieter and easier to maintain. The right choice mainly depends on the size and shape of your lawn.",
        "Les tondeuses sans fil rivalisent désormais avec les modèles thermiques en puissance, tout en étant plus légères, plus silencieuses et plus simples à entretenir. Le bon choix dépend surtout de la taille et de la forme de votre pelouse.",
        "Accugrasmaaiers doen qua vermogen niet meer onder voor benzinemodellen, en ze zijn lichter, stiller en eenvoudiger te onderhouden. De juiste keuze hangt vooral af van de grootte en vorm van uw gazon.",
      ),
      h2("Match the cutting width to your lawn", "Adaptez la largeur de coupe à votre pelouse", "Stem de maaibreedte af op uw gazon"),
      ul(
        t(
          "Up to 300 m²: a **33 cm** push mower is light and easy to store.",
          "Jusqu'à 300 m² : une tondeuse poussée de **33 cm**, légère et facile à ranger.",
          "Tot 300 m²: een duwmaaier van **33 cm** is licht en makkelijk op te bergen.",
        ),
        t(
          "300 to 600 m²: a **42 or 46 cm** deck saves a lot of walking.",
          "De 300 à 600 m² : un carter de **42 ou 46 cm** vous épargne bien des pas.",
          "300 tot 600 m²: een maaidek van **42 of 46 cm** scheelt veel lopen.",
        ),
        t(
          "Over 600 m² or sloping ground: choose a **self-propelled** model.",
          "Au-delà de 600 m² ou sur terrain en pente : optez pour un modèle **tracté**.",
          "Meer dan 600 m² of een hellend terrein: kies een **zelfrijdend** model.",
        ),
        t(
          "No time to mow at all? A **robotic mower** does it for you.",
          "Pas le temps de tondre ? Un **robot tondeuse** s'en charge pour vous.",
          "Helemaal geen tijd om te maaien? Een **robotmaaier** doet het voor u.",
        ),
      ),
      h2("Don't forget the battery", "N'oubliez pas la batterie", "Vergeet de accu niet"),
      p(
        "A 5.0 Ah battery covers around 500 m² with a 46 cm mower. For bigger lawns, add a second battery or choose a dual-slot model. Because every Fantai tool uses the same 40V battery, the investment also pays off for your trimmer, blower and hedge trimmer.",
        "Une batterie de 5,0 Ah couvre environ 500 m² avec une tondeuse de 46 cm. Pour une plus grande pelouse, ajoutez une deuxième batterie ou choisissez un modèle à deux logements. Comme tous les outils Fantai utilisent la même batterie 40V, l'investissement profite aussi à votre coupe-bordures, à votre souffleur et à votre taille-haies.",
        "Een accu van 5,0 Ah is goed voor zo'n 500 m² met een maaier van 46 cm. Voor grotere gazons neemt u een tweede accu of kiest u een model met twee accusloten. Omdat al het Fantai-gereedschap dezelfde 40V-accu gebruikt, hebt u er ook plezier van bij uw trimmer, bladblazer en heggenschaar.",
      ),
    ],
  },
  {
    date: "2025-05-06T09:30:00Z",
    kind: "leaf",
    title: t(
      "Mulching or collecting: the best choice for your lawn",
      "Mulching ou ramassage : que choisir pour votre pelouse ?",
      "Mulchen of opvangen: wat is beter voor uw gazon?",
    ),
    summary: t(
      "Leaving finely cut clippings on the lawn feeds the soil and saves time. Here is when mulching works best, and when to collect.",
      "Laisser l'herbe finement coupée sur la pelouse nourrit le sol et fait gagner du temps. Voici quand le mulching est idéal, et quand mieux vaut ramasser.",
      "Fijngemaaid gras laten liggen voedt de bodem en bespaart tijd. Zo weet u wanneer mulchen het best werkt en wanneer u beter opvangt.",
    ),
    body: [
      p(
        "Grass clippings are about 80% water and rich in nitrogen. When they are cut small enough, they disappear into the turf within a day or two and act as a free, natural fertiliser.",
        "L'herbe coupée est composée à 80 % d'eau et riche en azote. Hachée assez finement, elle disparaît dans le gazon en un ou deux jours et agit comme un engrais naturel et gratuit.",
        "Maaisel bestaat voor zo'n 80% uit water en zit vol stikstof. Als het fijn genoeg geknipt is, verdwijnt het binnen een dag of twee in de grasmat en werkt het als gratis, natuurlijke mest.",
      ),
      h2("When mulching works best", "Quand le mulching donne le meilleur", "Wanneer mulchen het best werkt"),
      p(
        "Mulch when the grass is dry and you remove no more than a third of its height, which in practice means mowing once or twice a week during the growing season. A sharp blade makes all the difference.",
        "Pratiquez le mulching quand l'herbe est sèche et que vous ne coupez pas plus d'un tiers de sa hauteur, c'est-à-dire, en pratique, une à deux tontes par semaine en pleine saison. Une lame bien affûtée fait toute la différence.",
        "Mulch als het gras droog is en u niet meer dan een derde van de lengte afmaait, in de praktijk dus een- tot tweemaal per week in het groeiseizoen. Een scherp mes maakt het grote verschil.",
      ),
      p(
        "Collect instead after a holiday, when the grass is long or wet, and for the first and last cuts of the year. Most Fantai mowers switch between mulching and collecting in seconds, so you can choose each time.",
        "Ramassez plutôt au retour de vacances, quand l'herbe est haute ou mouillée, ainsi que pour la première et la dernière tonte de l'année. La plupart des tondeuses Fantai passent du mulching au ramassage en quelques secondes : vous choisissez à chaque fois.",
        "Vang het gras juist op na een vakantie, als het lang of nat is, en bij de eerste en laatste maaibeurt van het jaar. De meeste Fantai-maaiers schakelen in enkele seconden tussen mulchen en opvangen, zodat u elke keer kunt kiezen.",
      ),
    ],
  },
  {
    date: "2025-05-27T08:20:00Z",
    kind: "robot",
    title: t("Robotic mowers: how to tell if your garden is suitable", "Robot tondeuse : votre jardin s'y prête-t-il ?", "Robotmaaiers: is uw tuin geschikt?"),
    summary: t(
      "Slopes, narrow passages and flower beds all matter. A quick checklist before you let a robot take over the mowing.",
      "Pentes, passages étroits et massifs : tout compte. Une petite check-list avant de confier la tonte à un robot.",
      "Hellingen, smalle doorgangen en borders spelen allemaal mee. Een korte checklist voordat u het maaien aan een robot overlaat.",
    ),
    body: [
      p(
        "A robotic mower cuts a few millimetres every day, which gives a dense, carpet-like lawn with hardly any effort. But not every garden is equally easy for a robot.",
        "Un robot tondeuse coupe quelques millimètres chaque jour, ce qui donne un gazon dense comme un tapis, presque sans effort. Mais tous les jardins ne se prêtent pas aussi facilement au travail d'un robot.",
        "Een robotmaaier knipt elke dag een paar millimeter, wat zonder veel moeite een dicht, tapijtachtig gazon oplevert. Maar niet elke tuin is even makkelijk voor een robot.",
      ),
      h2("Checklist", "Check-list", "Checklist"),
      ul(
        t(
          "Slopes: check the maximum gradient of the model, usually 35 to 45%.",
          "Pentes : vérifiez la pente maximale du modèle, généralement de 35 à 45 %.",
          "Hellingen: controleer de maximale helling van het model, meestal 35 tot 45%.",
        ),
        t(
          "Passages: allow at least 60 cm between two lawn areas.",
          "Passages : prévoyez au moins 60 cm entre deux zones de pelouse.",
          "Doorgangen: zorg voor minstens 60 cm tussen twee grasvlakken.",
        ),
        t(
          "Edges: a border of paving slabs at lawn level saves trimming.",
          "Bordures : une rangée de dalles au niveau du gazon évite les finitions.",
          "Randen: een rij tegels op grashoogte bespaart u het trimmen.",
        ),
        t(
          "Night-time: mow during the day to protect hedgehogs.",
          "La nuit : programmez la tonte en journée pour protéger les hérissons.",
          "'s Nachts: laat overdag maaien om egels te beschermen.",
        ),
      ),
      p(
        "Gardens with many trees or obstacles are often better served by a boundary-wire model, while open lawns are perfect for wire-free RTK navigation. Our dealers are happy to advise you on site.",
        "Les jardins comptant beaucoup d'arbres ou d'obstacles conviennent souvent mieux à un modèle à fil périphérique, tandis que les pelouses dégagées sont idéales pour la navigation RTK sans fil. Nos revendeurs se feront un plaisir de vous conseiller sur place.",
        "Tuinen met veel bomen of obstakels zijn vaak beter af met een model met begrenzingsdraad, terwijl open gazons perfect zijn voor draadloze RTK-navigatie. Onze dealers adviseren u graag ter plaatse.",
      ),
    ],
  },
  {
    date: "2025-06-17T07:30:00Z",
    kind: "scene",
    title: t("Mowing and watering in a heatwave", "Tondre et arroser en pleine canicule", "Maaien en sproeien tijdens een hittegolf"),
    summary: t(
      "Raise the cutting height, mow in the evening and water deeply but rarely: how to get your lawn through a hot, dry spell.",
      "Remonter la hauteur de coupe, tondre le soir, arroser copieusement mais rarement : comment aider votre pelouse à traverser les fortes chaleurs.",
      "Maaihoogte omhoog, 's avonds maaien en zelden maar grondig sproeien: zo komt uw gazon door een hete, droge periode.",
    ),
    body: [
      p(
        "A lawn that turns yellow in August is not dead; it is protecting itself. With a few adjustments, you can limit the damage and help it recover quickly once the rain returns.",
        "Une pelouse qui jaunit en août n'est pas morte : elle se protège. Quelques ajustements suffisent pour limiter les dégâts et l'aider à reverdir rapidement dès le retour de la pluie.",
        "Een gazon dat in augustus geel kleurt, is niet dood: het beschermt zichzelf. Met een paar aanpassingen beperkt u de schade en helpt u het snel te herstellen zodra de regen terugkomt.",
      ),
      h2("Adjust your mowing", "Adaptez votre tonte", "Pas uw maaibeurt aan"),
      p(
        "Set the mower one or two positions higher: longer grass shades the soil and keeps it cooler. Mow in the early evening and leave the fine clippings on the lawn as a protective layer.",
        "Relevez la hauteur de coupe d'un ou deux crans : une herbe plus haute fait de l'ombre au sol et le garde au frais. Tondez en début de soirée et laissez l'herbe finement coupée sur place comme couche protectrice.",
        "Zet de maaier een of twee standen hoger: langer gras geeft schaduw en houdt de bodem koeler. Maai in de vroege avond en laat het fijne maaisel liggen als beschermlaag.",
      ),
      p(
        "If you water, do it early in the morning, once or twice a week, with about 20 litres per square metre. Frequent light sprinkling only encourages shallow roots.",
        "Si vous arrosez, faites-le tôt le matin, une à deux fois par semaine, à raison d'environ 20 litres par mètre carré. Des arrosages légers et fréquents ne font qu'encourager des racines superficielles.",
        "Sproeit u, doe het dan 's ochtends vroeg, een- of tweemaal per week, met ongeveer 20 liter per vierkante meter. Vaak een beetje sproeien zorgt alleen maar voor oppervlakkige wortels.",
      ),
    ],
  },
  {
    date: "2025-07-08T10:00:00Z",
    kind: "leaf",
    title: t(
      "Quiet gardening: why battery tools are kinder to your neighbours",
      "Jardiner en silence : pourquoi les outils sur batterie ménagent vos voisins",
      "Stil tuinieren: waarom accugereedschap vriendelijker is voor uw buren",
    ),
    summary: t(
      "A battery mower is roughly four times quieter than a petrol one. What that means for you, your neighbours and local noise rules.",
      "Une tondeuse sur batterie est environ quatre fois moins bruyante qu'une thermique. Ce que cela change pour vous, vos voisins et les règles locales sur le bruit.",
      "Een accugrasmaaier klinkt ongeveer vier keer stiller dan een benzinemaaier. Wat dat betekent voor u, uw buren en de lokale geluidsregels.",
    ),
    body: [
      p(
        "A typical petrol mower produces around 96 dB(A) of sound power; a 40V battery mower is closer to 85 dB(A). Because the decibel scale is logarithmic, that 10 dB difference sounds roughly half as loud to the human ear, and carries much less far.",
        "Une tondeuse thermique classique émet environ 96 dB(A) de puissance acoustique, contre près de 85 dB(A) pour une tondeuse 40V sur batterie. L'échelle des décibels étant logarithmique, ces 10 dB d'écart sont perçus comme un bruit deux fois moins fort, qui porte beaucoup moins loin.",
        "Een gewone benzinemaaier produceert zo'n 96 dB(A) geluidsvermogen; een 40V-accumaaier zit dichter bij 85 dB(A). Omdat de decibelschaal logaritmisch is, klinkt dat verschil van 10 dB voor het menselijk oor ongeveer half zo luid, en het draagt veel minder ver.",
      ),
      h2("More freedom to choose your moment", "Plus de liberté pour choisir votre moment", "Meer vrijheid om uw moment te kiezen"),
      p(
        "Many municipalities restrict noisy garden work on Sundays, public holidays and evenings. A quieter tool doesn't exempt you from local rules, but it makes a real difference to the people living next door and to your own ears.",
        "De nombreuses communes limitent les travaux de jardinage bruyants le dimanche, les jours fériés et le soir. Un outil plus silencieux ne vous dispense pas des règles locales, mais il change vraiment la vie de vos voisins, et celle de vos oreilles.",
        "Veel gemeenten beperken lawaaierig tuinwerk op zondag, feestdagen en 's avonds. Stiller gereedschap ontslaat u niet van de lokale regels, maar het maakt een wereld van verschil voor uw buren en voor uw eigen oren.",
      ),
      p(
        "There is no engine vibration either, so your hands and arms are less tired after a long session. And because the motor only runs while you press the trigger, there is no idling noise between jobs.",
        "Il n'y a pas non plus de vibrations de moteur : vos mains et vos bras fatiguent moins après une longue séance. Et comme le moteur ne tourne que lorsque vous appuyez sur la gâchette, aucun bruit de ralenti entre deux tâches.",
        "Er zijn ook geen motortrillingen, dus uw handen en armen zijn minder moe na een lange sessie. En omdat de motor alleen draait zolang u de trekker indrukt, is er tussen twee klussen geen stationair geluid.",
      ),
    ],
  },
  {
    date: "2025-08-05T09:10:00Z",
    kind: "washer",
    title: t(
      "Cleaning your patio with a cordless pressure washer",
      "Nettoyer sa terrasse avec un nettoyeur haute pression sans fil",
      "Uw terras reinigen met een snoerloze hogedrukreiniger",
    ),
    summary: t(
      "Green deposits, dirt and moss between the tiles: a step-by-step method that respects your paving.",
      "Dépôts verts, saletés et mousse entre les dalles : une méthode pas à pas qui respecte votre revêtement.",
      "Groene aanslag, vuil en mos tussen de tegels: een stappenplan dat uw bestrating spaart.",
    ),
    body: [
      p(
        "Late summer is the ideal time to clean a patio: the stones dry quickly and you can enjoy the result for the rest of the season. A cordless pressure washer makes it possible even far from a tap or socket.",
        "La fin de l'été est le moment idéal pour nettoyer une terrasse : les dalles sèchent vite et vous profitez du résultat jusqu'à la fin de la saison. Avec un nettoyeur haute pression sans fil, c'est possible même loin d'un robinet ou d'une prise.",
        "De late zomer is het ideale moment om een terras schoon te maken: de stenen drogen snel en u geniet de rest van het seizoen van het resultaat. Met een snoerloze hogedrukreiniger lukt dat zelfs ver van een kraan of stopcontact.",
      ),
      h2("Step by step", "Étape par étape", "Stap voor stap"),
      ul(
        t(
          "Sweep the surface and scrape out the joints first.",
          "Balayez la surface et grattez d'abord les joints.",
          "Veeg het oppervlak en krab eerst de voegen uit.",
        ),
        t("Test the fan nozzle on a hidden corner.", "Testez la buse éventail sur un coin peu visible.", "Test de waaiersproeier op een onopvallend hoekje."),
        t(
          "Work at an angle of about 30°, keeping 20 cm from the surface.",
          "Travaillez avec un angle d'environ 30°, à 20 cm de la surface.",
          "Werk onder een hoek van ongeveer 30° en op 20 cm van het oppervlak.",
        ),
        t(
          "Refill the joints with sand once everything is dry.",
          "Regarnissez les joints de sable une fois tout bien sec.",
          "Vul de voegen opnieuw met zand zodra alles droog is.",
        ),
      ),
      p(
        "Soft stone and wooden decking need extra care: use a lower pressure and a wider nozzle, and always work along the grain of the wood.",
        "Les pierres tendres et les terrasses en bois demandent une attention particulière : réduisez la pression, utilisez une buse plus large et travaillez toujours dans le sens du fil du bois.",
        "Zachte steensoorten en houten vlonders vragen extra zorg: gebruik een lagere druk en een bredere sproeier, en werk altijd met de houtnerf mee.",
      ),
    ],
  },
  {
    date: "2025-09-02T08:40:00Z",
    kind: "chainsaw",
    hot: true,
    title: t("Choosing your first chainsaw", "Bien choisir sa première tronçonneuse", "Uw eerste kettingzaag kiezen"),
    summary: t(
      "Bar length, weight and safety features: what really matters when you buy a chainsaw for the garden.",
      "Longueur du guide, poids et dispositifs de sécurité : ce qui compte vraiment à l'achat d'une tronçonneuse pour le jardin.",
      "Zwaardlengte, gewicht en veiligheidsvoorzieningen: waar het echt om draait als u een kettingzaag voor de tuin koopt.",
    ),
    body: [
      p(
        "A battery chainsaw is the ideal first saw: it starts at the touch of a trigger, stops the moment you let go and needs no fuel mixing. The question is which size suits your jobs.",
        "Une tronçonneuse sur batterie est la première tronçonneuse idéale : elle démarre d'une pression sur la gâchette, s'arrête dès que vous la relâchez et ne nécessite aucun mélange de carburant. Reste à savoir quelle taille convient à vos travaux.",
        "Een accukettingzaag is de ideale eerste zaag: hij start met één druk op de trekker, stopt zodra u loslaat en vraagt geen mengsmering. De vraag is welk formaat bij uw klussen past.",
      ),
      h2("Which bar length?", "Quelle longueur de guide ?", "Welke zwaardlengte?"),
      ul(
        t(
          "**25 cm**: pruning and branches up to about 15 cm.",
          "**25 cm** : élagage et branches jusqu'à 15 cm environ.",
          "**25 cm**: snoeiwerk en takken tot ongeveer 15 cm.",
        ),
        t(
          "**35 cm**: firewood and most garden jobs.",
          "**35 cm** : bois de chauffage et la plupart des travaux au jardin.",
          "**35 cm**: brandhout en de meeste tuinklussen.",
        ),
        t(
          "**40 cm**: felling small trees and storm clean-up.",
          "**40 cm** : abattage de petits arbres et nettoyage après tempête.",
          "**40 cm**: kleine bomen vellen en stormschade opruimen.",
        ),
      ),
      p(
        "As a rule, choose the shortest bar that handles your usual work: a shorter saw is lighter, easier to control and less prone to kickback. Check for a chain brake, a tool-free chain tensioner and an oil level window.",
        "En règle générale, choisissez le guide le plus court qui suffit à vos travaux habituels : une tronçonneuse plus courte est plus légère, plus maniable et moins sujette aux rebonds. Vérifiez la présence d'un frein de chaîne, d'un tendeur sans outil et d'un regard de niveau d'huile.",
        "Kies als vuistregel het kortste zwaard dat uw gewone werk aankan: een kortere zaag is lichter, beter te controleren en minder gevoelig voor terugslag. Let op een kettingrem, gereedschaploze kettingspanning en een kijkglas voor het oliepeil.",
      ),
      p(
        "Finally, budget for protective gear. A helmet with visor and ear defenders, cut-resistant gloves and trousers, and safety boots are essential, even for occasional use.",
        "Enfin, prévoyez un budget pour l'équipement de protection. Casque avec visière et protège-oreilles, gants et pantalon anti-coupure, chaussures de sécurité : c'est indispensable, même pour un usage occasionnel.",
        "Reken tot slot ook op beschermende uitrusting. Een helm met gelaatsscherm en gehoorbescherming, snijbestendige handschoenen en broek, en veiligheidsschoenen zijn onmisbaar, ook bij occasioneel gebruik.",
      ),
    ],
  },
  {
    date: "2025-09-23T09:45:00Z",
    kind: "chainsaw",
    title: t(
      "Chainsaw safety: ten rules for the garden",
      "Sécurité à la tronçonneuse : dix règles au jardin",
      "Veilig werken met de kettingzaag: tien regels in de tuin",
    ),
    summary: t(
      "Even a compact battery saw deserves respect. Ten simple rules to keep every job safe.",
      "Même une tronçonneuse compacte sur batterie mérite le respect. Dix règles simples pour travailler en toute sécurité.",
      "Ook een compacte accuzaag verdient respect. Tien eenvoudige regels om elke klus veilig te houden.",
    ),
    body: [
      p(
        "Battery chainsaws are easier to handle than petrol ones, but the chain is just as sharp. Most accidents happen during small, routine jobs, when attention drops.",
        "Les tronçonneuses sur batterie sont plus faciles à manier que les thermiques, mais la chaîne est tout aussi tranchante. La plupart des accidents surviennent lors de petits travaux de routine, quand l'attention se relâche.",
        "Accukettingzagen zijn makkelijker te hanteren dan benzinezagen, maar de ketting is net zo scherp. De meeste ongevallen gebeuren bij kleine routineklussen, wanneer de aandacht verslapt.",
      ),
      h2("The essentials", "L'essentiel", "De basis"),
      ul(
        t(
          "Wear a helmet, visor, ear defenders, gloves, chainsaw trousers and boots.",
          "Portez casque, visière, protège-oreilles, gants, pantalon anti-coupure et chaussures de sécurité.",
          "Draag helm, gelaatsscherm, gehoorbescherming, handschoenen, zaagbroek en veiligheidsschoenen.",
        ),
        t("Always hold the saw with both hands.", "Tenez toujours la tronçonneuse à deux mains.", "Houd de zaag altijd met beide handen vast."),
        t(
          "Never cut above shoulder height; use a pole saw instead.",
          "Ne coupez jamais au-dessus de la hauteur des épaules : utilisez plutôt une élagueuse sur perche.",
          "Zaag nooit boven schouderhoogte; gebruik daarvoor een telescopische snoeizaag.",
        ),
        t("Keep the chain sharp and correctly tensioned.", "Gardez la chaîne affûtée et correctement tendue.", "Houd de ketting scherp en goed gespannen."),
        t(
          "Remove the battery before any adjustment or cleaning.",
          "Retirez la batterie avant tout réglage ou nettoyage.",
          "Haal de accu eruit voor elke afstelling of reiniging.",
        ),
      ),
      p(
        "Plan every cut: where will the branch fall, and where will you step back? Keep children and pets well away, and never work alone on larger felling jobs.",
        "Préparez chaque coupe : où la branche va-t-elle tomber et où allez-vous reculer ? Tenez enfants et animaux à bonne distance, et ne travaillez jamais seul pour un abattage important.",
        "Plan elke zaagsnede: waar valt de tak en waar stapt u naartoe? Houd kinderen en huisdieren op afstand en werk nooit alleen bij grotere velklussen.",
      ),
    ],
  },
  {
    date: "2025-10-14T08:15:00Z",
    kind: "blower",
    title: t("Autumn leaves: tips for a tidy garden", "Feuilles mortes : nos conseils pour un jardin net", "Herfstbladeren: tips voor een opgeruimde tuin"),
    summary: t(
      "When to blow, when to vacuum and what to do with all those leaves: make the most of the autumn clean-up.",
      "Quand souffler, quand aspirer et que faire de toutes ces feuilles : tirez le meilleur parti du grand nettoyage d'automne.",
      "Wanneer blazen, wanneer zuigen en wat doet u met al dat blad: haal het beste uit de grote herfstschoonmaak.",
    ),
    body: [
      p(
        "Leaves left on the lawn for weeks block the light and encourage moss and disease. But they are also a valuable resource: shredded leaves make one of the best mulches there is.",
        "Les feuilles qui restent des semaines sur la pelouse la privent de lumière et favorisent mousse et maladies. Mais elles sont aussi une ressource précieuse : broyées, elles forment l'un des meilleurs paillis qui soient.",
        "Blad dat weken op het gazon blijft liggen, houdt het licht tegen en bevordert mos en ziektes. Maar het is ook waardevol materiaal: versnipperd blad is een van de beste mulchsoorten die er bestaan.",
      ),
      h2("Work smarter, not harder", "Travaillez plus malin", "Slimmer werken"),
      ul(
        t(
          "Blow when the leaves are **dry**; wet leaves stick together.",
          "Soufflez quand les feuilles sont **sèches** : mouillées, elles collent entre elles.",
          "Blaas als het blad **droog** is; nat blad plakt aan elkaar.",
        ),
        t(
          "Work **with the wind** and gather leaves onto a tarpaulin.",
          "Travaillez **dans le sens du vent** et rassemblez les feuilles sur une bâche.",
          "Werk **met de wind mee** en verzamel het blad op een zeil.",
        ),
        t(
          "Use the **vacuum function** to shred leaves for the compost heap.",
          "Utilisez la **fonction aspiration** pour broyer les feuilles destinées au compost.",
          "Gebruik de **zuigfunctie** om blad te hakselen voor de composthoop.",
        ),
        t(
          "Leave a pile in a **quiet corner** for hedgehogs to hibernate.",
          "Laissez un tas dans un **coin tranquille** pour l'hibernation des hérissons.",
          "Laat een hoop liggen in een **rustig hoekje** waar egels kunnen overwinteren.",
        ),
      ),
      p(
        "On a small plot, a compact handheld blower is enough. Large gardens with many trees are much easier with a backpack blower, which keeps the weight off your arms.",
        "Sur un petit terrain, un souffleur portatif compact suffit. Dans les grands jardins très arborés, un souffleur à dos facilite nettement la tâche en soulageant vos bras.",
        "Voor een kleine tuin volstaat een compacte handbladblazer. In grote tuinen met veel bomen gaat het een stuk makkelijker met een ruggedragen bladblazer, die het gewicht van uw armen haalt.",
      ),
    ],
  },
  {
    date: "2025-11-04T10:30:00Z",
    kind: "scene",
    title: t("Your autumn lawn care checklist", "La check-list d'automne pour votre pelouse", "De herfstchecklist voor uw gazon"),
    summary: t(
      "A last cut, a feed rich in potassium and a clean mower: five jobs that prepare your lawn for winter.",
      "Une dernière tonte, un engrais riche en potassium et une tondeuse propre : cinq gestes pour préparer la pelouse à l'hiver.",
      "Een laatste maaibeurt, een kaliumrijke meststof en een schone maaier: vijf klussen die uw gazon klaarmaken voor de winter.",
    ),
    body: [
      p(
        "Autumn is the most underrated season for lawn care. The soil is still warm, rain is plentiful and the grass can build up the strength it needs for winter.",
        "L'automne est la saison la plus sous-estimée pour l'entretien du gazon. Le sol est encore chaud, la pluie est abondante et l'herbe peut faire le plein de forces pour l'hiver.",
        "De herfst is het meest onderschatte seizoen voor gazononderhoud. De bodem is nog warm, er valt genoeg regen en het gras kan aansterken voor de winter.",
      ),
      h2("Five jobs before winter", "Cinq tâches avant l'hiver", "Vijf klussen voor de winter"),
      ul(
        t(
          "Keep mowing while the grass grows, raising the height slightly.",
          "Continuez à tondre tant que l'herbe pousse, en remontant légèrement la hauteur.",
          "Blijf maaien zolang het gras groeit en zet de maaihoogte iets hoger.",
        ),
        t("Apply an autumn fertiliser rich in potassium.", "Apportez un engrais d'automne riche en potassium.", "Geef een kaliumrijke herfstmeststof."),
        t(
          "Aerate compacted areas to improve drainage.",
          "Aérez les zones tassées pour améliorer le drainage.",
          "Belucht verdichte plekken voor een betere afwatering.",
        ),
        t("Keep the lawn free of leaves.", "Débarrassez régulièrement la pelouse des feuilles.", "Houd het gazon vrij van bladeren."),
        t(
          "Clean the mower and store the batteries indoors.",
          "Nettoyez la tondeuse et rangez les batteries à l'intérieur.",
          "Maak de maaier schoon en berg de accu's binnen op.",
        ),
      ),
      p(
        "Avoid walking on the lawn when it is frozen or waterlogged: the grass blades break easily and footprints can stay visible until spring.",
        "Évitez de marcher sur la pelouse lorsqu'elle est gelée ou détrempée : les brins d'herbe se cassent facilement et les traces de pas peuvent rester visibles jusqu'au printemps.",
        "Loop niet over het gazon als het bevroren of doorweekt is: de grassprieten breken snel en voetsporen kunnen tot de lente zichtbaar blijven.",
      ),
    ],
  },
  {
    date: "2025-12-02T08:00:00Z",
    kind: "snow",
    title: t("Clearing snow without breaking your back", "Déneiger sans se casser le dos", "Sneeuw ruimen zonder rugpijn"),
    summary: t(
      "Shovel, blower or snow thrower? How to keep drives and paths clear safely this winter.",
      "Pelle, souffleur ou fraise à neige ? Comment garder allées et accès dégagés en toute sécurité cet hiver.",
      "Schop, bladblazer of sneeuwfrees? Zo houdt u opritten en paden deze winter veilig sneeuwvrij.",
    ),
    body: [
      p(
        "Shovelling heavy, wet snow is one of the most strenuous jobs of the year. With the right tool and technique, clearing your drive becomes a quick morning routine.",
        "Pelleter une neige lourde et mouillée est l'une des tâches les plus éprouvantes de l'année. Avec le bon outil et la bonne technique, dégager l'allée devient une petite routine matinale.",
        "Zware, natte sneeuw scheppen is een van de zwaarste klussen van het jaar. Met het juiste gereedschap en de juiste techniek wordt het ruimen van uw oprit een snel ochtendritueel.",
      ),
      h2("The right tool for the job", "Le bon outil pour chaque situation", "Het juiste gereedschap"),
      p(
        "A leaf blower easily clears a few centimetres of powdery snow from steps and cars. For anything deeper, a snow thrower is the answer: it lifts the snow and throws it several metres aside, without you having to bend over.",
        "Un souffleur dégage facilement quelques centimètres de neige poudreuse sur les marches et les voitures. Au-delà, la fraise à neige s'impose : elle soulève la neige et la projette à plusieurs mètres, sans que vous ayez à vous pencher.",
        "Een bladblazer veegt een paar centimeter poedersneeuw moeiteloos van trappen en auto's. Voor alles wat dieper is, is een sneeuwfrees de oplossing: die neemt de sneeuw op en werpt ze meters ver weg, zonder dat u hoeft te bukken.",
      ),
      p(
        "Clear the snow as soon as possible, before it is trodden down and freezes. And remember to bring your batteries inside afterwards: a warm battery delivers noticeably more runtime in the cold.",
        "Déneigez le plus tôt possible, avant que la neige ne soit tassée et ne gèle. Et pensez à rentrer vos batteries ensuite : une batterie à température ambiante offre nettement plus d'autonomie dans le froid.",
        "Ruim de sneeuw zo snel mogelijk, voordat ze wordt platgetrapt en bevriest. En vergeet niet uw accu's daarna weer binnen te zetten: een warme accu levert in de kou merkbaar meer looptijd.",
      ),
    ],
  },
  {
    date: "2026-01-20T09:00:00Z",
    kind: "battery",
    title: t("Volts, Ah and Wh: battery jargon explained", "Volts, Ah et Wh : le jargon des batteries expliqué", "Volt, Ah en Wh: accujargon uitgelegd"),
    summary: t(
      "What do the numbers on your battery actually mean? A plain-language guide to choosing the right capacity.",
      "Que signifient vraiment les chiffres inscrits sur votre batterie ? Un guide en langage clair pour choisir la bonne capacité.",
      "Wat betekenen de cijfers op uw accu eigenlijk? Een helder overzicht om de juiste capaciteit te kiezen.",
    ),
    body: [
      p(
        "Battery labels can look like a physics exam. In practice, you only need three numbers to compare batteries and choose the right one for your tools.",
        "Les étiquettes de batterie ressemblent parfois à un examen de physique. En pratique, trois chiffres suffisent pour comparer les batteries et choisir celle qu'il vous faut.",
        "Accu-etiketten lijken soms op een natuurkunde-examen. In de praktijk hebt u maar drie cijfers nodig om accu's te vergelijken en de juiste te kiezen.",
      ),
      h2("Three numbers that matter", "Trois chiffres qui comptent", "Drie cijfers die ertoe doen"),
      ul(
        t(
          "**Volts (V)** indicate the power class: 40V delivers petrol-like performance.",
          "Les **volts (V)** indiquent la classe de puissance : le 40V offre des performances dignes d'un moteur thermique.",
          "**Volt (V)** geeft de vermogensklasse aan: 40V levert prestaties zoals een benzinemotor.",
        ),
        t(
          "**Amp-hours (Ah)** show the capacity: more Ah means a longer runtime.",
          "Les **ampères-heures (Ah)** expriment la capacité : plus d'Ah, c'est plus d'autonomie.",
          "**Ampère-uur (Ah)** staat voor de capaciteit: meer Ah betekent een langere looptijd.",
        ),
        t(
          "**Watt-hours (Wh)** combine both into the total energy stored.",
          "Les **wattheures (Wh)** combinent les deux et donnent l'énergie totale stockée.",
          "**Wattuur (Wh)** combineert beide tot de totale opgeslagen energie.",
        ),
      ),
      p(
        "As a rule of thumb, a 2.5 Ah battery is ideal for light handheld tools, 5.0 Ah for mowers and chainsaws, and 7.5 Ah for large lawns or long sessions. A higher capacity battery is also heavier, so the lightest pack that gets the job done is usually the most comfortable.",
        "En règle générale, une batterie de 2,5 Ah est idéale pour les petits outils portatifs, une 5,0 Ah pour les tondeuses et tronçonneuses, et une 7,5 Ah pour les grandes pelouses ou les longues séances. Une batterie de plus grande capacité est aussi plus lourde : la plus légère qui suffit à la tâche est souvent la plus confortable.",
        "Als vuistregel is een accu van 2,5 Ah ideaal voor licht handgereedschap, 5,0 Ah voor grasmaaiers en kettingzagen, en 7,5 Ah voor grote gazons of lange sessies. Een accu met meer capaciteit is ook zwaarder, dus de lichtste accu die de klus aankan, werkt meestal het prettigst.",
      ),
    ],
  },
  {
    date: "2026-02-17T08:30:00Z",
    kind: "pole",
    title: t("Pruning fruit trees in late winter", "Tailler les arbres fruitiers en fin d'hiver", "Fruitbomen snoeien aan het einde van de winter"),
    summary: t(
      "Apple and pear trees are best pruned while dormant. How to shape the crown for more light, more air and more fruit.",
      "Les pommiers et poiriers se taillent idéalement pendant le repos végétatif. Comment former la couronne pour plus de lumière, d'air et de fruits.",
      "Appel- en perenbomen snoeit u het best tijdens de winterrust. Zo vormt u de kroon voor meer licht, meer lucht en meer fruit.",
    ),
    body: [
      p(
        "From February until the buds swell, apple and pear trees are dormant and you can clearly see the structure of the crown. It is the perfect moment for a structural prune.",
        "De février jusqu'au gonflement des bourgeons, pommiers et poiriers sont au repos et la structure de la couronne se lit facilement. C'est le moment idéal pour une taille de formation.",
        "Van februari tot de knoppen zwellen, zijn appel- en perenbomen in rust en ziet u de structuur van de kroon duidelijk. Het perfecte moment voor een vormsnoei.",
      ),
      h2("The golden rules", "Les règles d'or", "De gouden regels"),
      ul(
        t(
          "Remove dead, diseased and crossing branches first.",
          "Supprimez d'abord les branches mortes, malades et qui se croisent.",
          "Verwijder eerst dode, zieke en kruisende takken.",
        ),
        t(
          "Open up the centre so light reaches every branch.",
          "Dégagez le centre pour que la lumière atteigne chaque branche.",
          "Maak het hart open zodat het licht elke tak bereikt.",
        ),
        t(
          "Never remove more than a quarter of the crown in one year.",
          "Ne retirez jamais plus d'un quart de la couronne en une année.",
          "Haal nooit meer dan een kwart van de kroon weg in één jaar.",
        ),
        t(
          "Cut just above an outward-facing bud.",
          "Coupez juste au-dessus d'un bourgeon tourné vers l'extérieur.",
          "Snoei net boven een naar buiten gerichte knop.",
        ),
      ),
      p(
        "For high branches, a telescopic pole saw lets you work safely from the ground instead of from a ladder. Stone fruit such as cherries and plums is the exception: prune those in summer, after harvest.",
        "Pour les branches hautes, une élagueuse sur perche télescopique vous permet de travailler en sécurité depuis le sol plutôt que sur une échelle. Exception : les fruits à noyau comme les cerisiers et pruniers se taillent en été, après la récolte.",
        "Voor hoge takken werkt u met een telescopische snoeizaag veilig vanaf de grond in plaats van op een ladder. Steenfruit zoals kersen en pruimen is de uitzondering: die snoeit u in de zomer, na de oogst.",
      ),
    ],
  },
  {
    date: "2026-03-17T07:50:00Z",
    kind: "mower",
    hot: true,
    title: t("Your lawn care calendar, season by season", "Le calendrier d'entretien de la pelouse, saison par saison", "De gazonkalender, seizoen na seizoen"),
    summary: t(
      "Scarify in spring, mow high in summer, feed in autumn and rest in winter: a year-round plan for a healthy lawn.",
      "Scarifier au printemps, tondre haut l'été, nourrir à l'automne et laisser reposer l'hiver : un plan sur toute l'année pour une pelouse en pleine santé.",
      "Verticuteren in de lente, hoog maaien in de zomer, bemesten in de herfst en rust in de winter: een jaarplan voor een gezond gazon.",
    ),
    body: [
      p(
        "A beautiful lawn is less about hard work than about doing the right thing at the right time. This calendar sums up the key jobs for a temperate climate.",
        "Une belle pelouse demande moins d'efforts que de bons gestes au bon moment. Ce calendrier résume les travaux essentiels sous un climat tempéré.",
        "Een mooi gazon draait minder om hard werken dan om het juiste te doen op het juiste moment. Deze kalender zet de belangrijkste klussen voor een gematigd klimaat op een rij.",
      ),
      h2("Spring", "Printemps", "Lente"),
      p(
        "Start mowing once the grass reaches about 8 cm, with the highest setting for the first cut. Scarify from mid-April, reseed bare patches and apply a spring fertiliser.",
        "Commencez à tondre quand l'herbe atteint environ 8 cm, en réglant la hauteur au maximum pour la première tonte. Scarifiez à partir de la mi-avril, ressemez les zones dégarnies et apportez un engrais de printemps.",
        "Begin te maaien als het gras zo'n 8 cm hoog is, met de hoogste stand voor de eerste maaibeurt. Verticuteer vanaf half april, zaai kale plekken bij en geef een voorjaarsmeststof.",
      ),
      h2("Summer", "Été", "Zomer"),
      p(
        "Mow weekly, leave the cutting height at 4 to 5 cm and mulch whenever the grass is dry. During heatwaves, raise the deck and water deeply but rarely.",
        "Tondez chaque semaine, gardez une hauteur de 4 à 5 cm et pratiquez le mulching dès que l'herbe est sèche. En période de canicule, relevez la coupe et arrosez copieusement mais rarement.",
        "Maai wekelijks, houd de maaihoogte op 4 à 5 cm en mulch zodra het gras droog is. Zet de maaier bij een hittegolf hoger en sproei zelden maar grondig.",
      ),
      h2("Autumn and winter", "Automne et hiver", "Herfst en winter"),
      p(
        "Feed with a potassium-rich fertiliser, aerate compacted areas and keep the lawn free of leaves. In winter, stay off frozen grass and store your batteries indoors, half charged.",
        "Apportez un engrais riche en potassium, aérez les zones tassées et débarrassez la pelouse des feuilles. En hiver, ne marchez pas sur l'herbe gelée et rangez vos batteries à l'intérieur, à moitié chargées.",
        "Bemest met een kaliumrijke meststof, belucht verdichte plekken en houd het gazon vrij van blad. Blijf in de winter van bevroren gras af en bewaar uw accu's binnen, half opgeladen.",
      ),
    ],
  },
  {
    date: "2026-04-21T09:20:00Z",
    kind: "trimmer",
    title: t("Choosing trimmer line: diameter and shape", "Fil de coupe-bordures : quel diamètre et quelle forme ?", "Trimmerdraad: welke dikte en vorm?"),
    summary: t(
      "Round, square or twisted, 1.6 or 2.4 mm: the right line makes your trimmer faster and saves you refills.",
      "Rond, carré ou torsadé, 1,6 ou 2,4 mm : le bon fil rend votre coupe-bordures plus efficace et vous évite des recharges.",
      "Rond, vierkant of gedraaid, 1,6 of 2,4 mm: de juiste draad maakt uw trimmer sneller en bespaart u navullingen.",
    ),
    body: [
      p(
        "Trimmer line is the part of the tool that does the work, yet most people simply buy whatever is on the shelf. A few basics help you choose better.",
        "Le fil est la partie de l'outil qui fait tout le travail, et pourtant la plupart des gens achètent simplement ce qu'ils trouvent en rayon. Quelques notions de base vous aideront à mieux choisir.",
        "De draad is het deel van de trimmer dat het werk doet, toch kopen de meeste mensen gewoon wat er in het rek ligt. Met een paar basisregels kiest u beter.",
      ),
      h2("Diameter", "Le diamètre", "De dikte"),
      p(
        "Always stay within the range given in your manual. Thin 1.6 mm line is fine for lawn edges, 2.0 mm is the versatile choice and 2.4 mm is meant for brush cutters in rough growth.",
        "Restez toujours dans la plage indiquée par le manuel. Un fil fin de 1,6 mm suffit pour les bordures de pelouse, le 2,0 mm est le choix polyvalent et le 2,4 mm est destiné aux débroussailleuses dans la végétation dense.",
        "Blijf altijd binnen het bereik uit de handleiding. Dunne draad van 1,6 mm volstaat voor graskanten, 2,0 mm is de veelzijdige keuze en 2,4 mm is bedoeld voor bosmaaiers in ruige begroeiing.",
      ),
      h2("Shape", "La forme", "De vorm"),
      ul(
        t(
          "**Round**: durable and quiet, ideal for lawns.",
          "**Rond** : résistant et silencieux, idéal pour le gazon.",
          "**Rond**: duurzaam en stil, ideaal voor gazons.",
        ),
        t(
          "**Square**: sharper edges for a cleaner cut in thick grass.",
          "**Carré** : des arêtes plus vives pour une coupe plus nette dans l'herbe épaisse.",
          "**Vierkant**: scherpere randen voor een zuiverdere snede in dik gras.",
        ),
        t(
          "**Twisted**: less noise and drag, so a longer runtime.",
          "**Torsadé** : moins de bruit et de résistance, donc plus d'autonomie.",
          "**Gedraaid**: minder geluid en weerstand, dus een langere looptijd.",
        ),
      ),
      p(
        "Tip: store spare line in a bucket of water for a day before use. Nylon that has dried out over winter becomes brittle and breaks much faster.",
        "Astuce : laissez tremper le fil de rechange une journée dans un seau d'eau avant de l'utiliser. Un nylon desséché pendant l'hiver devient cassant et s'use beaucoup plus vite.",
        "Tip: leg reservedraad een dag in een emmer water voordat u hem gebruikt. Nylon dat in de winter is uitgedroogd, wordt bros en breekt veel sneller.",
      ),
    ],
  },
  {
    date: "2026-05-19T08:10:00Z",
    kind: "leaf",
    title: t(
      "Zero emissions where you work: battery tools in numbers",
      "Zéro émission sur place : les outils sur batterie en chiffres",
      "Nul uitstoot waar u werkt: accugereedschap in cijfers",
    ),
    summary: t(
      "Small petrol engines are surprisingly polluting. What switching to battery power changes for your garden and your health.",
      "Les petits moteurs thermiques polluent étonnamment. Ce que le passage à la batterie change pour votre jardin et votre santé.",
      "Kleine benzinemotoren vervuilen verrassend veel. Wat de overstap op accu verandert voor uw tuin en uw gezondheid.",
    ),
    body: [
      p(
        "Two-stroke engines in trimmers and blowers burn fuel inefficiently, and part of it escapes unburnt. Studies have shown that an hour with a petrol leaf blower can emit more pollutants than hundreds of kilometres in a modern car.",
        "Les moteurs deux-temps des coupe-bordures et des souffleurs brûlent mal leur carburant, dont une partie s'échappe sans être brûlée. Des études ont montré qu'une heure de souffleur thermique peut émettre plus de polluants que des centaines de kilomètres en voiture récente.",
        "Tweetaktmotoren in trimmers en bladblazers verbranden brandstof inefficiënt, en een deel ontsnapt onverbrand. Studies toonden aan dat een uur met een benzinebladblazer meer vervuilende stoffen kan uitstoten dan honderden kilometers met een moderne auto.",
      ),
      h2("What changes with a battery", "Ce qui change avec une batterie", "Wat er verandert met een accu"),
      ul(
        t(
          "**No exhaust fumes** in your face or near your house.",
          "**Aucun gaz d'échappement** au visage ou près de la maison.",
          "**Geen uitlaatgassen** in uw gezicht of bij uw huis.",
        ),
        t(
          "**No fuel spills** on the lawn or in the shed.",
          "**Aucun carburant renversé** sur la pelouse ou dans l'abri.",
          "**Geen gemorste brandstof** op het gazon of in het tuinhuis.",
        ),
        t(
          "**Lower running costs**: a full charge costs a few cents.",
          "**Des coûts d'utilisation réduits** : une recharge complète coûte quelques centimes.",
          "**Lagere gebruikskosten**: een volledige lading kost een paar cent.",
        ),
      ),
      p(
        "The battery itself has an environmental footprint, which is why a long life matters. Store it correctly, use one battery platform for all your tools and recycle it at the end of its life through an approved collection point.",
        "La batterie a elle-même une empreinte environnementale : d'où l'importance de la faire durer. Stockez-la correctement, utilisez une seule plateforme de batteries pour tous vos outils et, en fin de vie, déposez-la dans un point de collecte agréé.",
        "De accu zelf heeft ook een ecologische voetafdruk, daarom is een lange levensduur belangrijk. Bewaar hem goed, gebruik één accuplatform voor al uw gereedschap en lever hem aan het einde van zijn leven in bij een erkend inzamelpunt.",
      ),
    ],
  },
  {
    date: "2026-06-23T09:40:00Z",
    kind: "mower",
    title: t("Keeping your mower blade sharp", "Garder la lame de sa tondeuse bien affûtée", "Het maaimes scherp houden"),
    summary: t(
      "A blunt blade tears the grass and drains the battery. How to check, sharpen and balance it safely.",
      "Une lame émoussée arrache l'herbe et vide la batterie. Comment la contrôler, l'affûter et l'équilibrer en toute sécurité.",
      "Een bot mes scheurt het gras en trekt de accu leeg. Zo controleert, slijpt en balanceert u het veilig.",
    ),
    body: [
      p(
        "Look closely at your lawn a day after mowing. If the tips of the grass are frayed and turn white or brown, the blade is blunt. A sharp blade cuts cleanly, looks better and uses noticeably less energy.",
        "Observez attentivement votre pelouse le lendemain de la tonte. Si la pointe des brins est effilochée et blanchit ou brunit, la lame est émoussée. Une lame affûtée coupe net, donne un plus bel aspect et consomme nettement moins d'énergie.",
        "Kijk een dag na het maaien goed naar uw gazon. Zijn de grastoppen gerafeld en kleuren ze wit of bruin, dan is het mes bot. Een scherp mes knipt zuiver, oogt mooier en verbruikt merkbaar minder energie.",
      ),
      h2("Sharpening safely", "Affûter en toute sécurité", "Veilig slijpen"),
      ul(
        t(
          "Always **remove the battery** before touching the blade.",
          "**Retirez toujours la batterie** avant de toucher à la lame.",
          "**Haal altijd de accu eruit** voordat u het mes aanraakt.",
        ),
        t(
          "Wear cut-resistant gloves and mark which side faces down.",
          "Portez des gants anti-coupure et repérez la face tournée vers le sol.",
          "Draag snijbestendige handschoenen en markeer welke kant naar beneden wijst.",
        ),
        t(
          "File along the original angle, the same number of strokes on each side.",
          "Limez en respectant l'angle d'origine, avec le même nombre de passes de chaque côté.",
          "Vijl onder de oorspronkelijke hoek, met evenveel halen aan elke kant.",
        ),
        t(
          "Check the balance on a nail before refitting.",
          "Vérifiez l'équilibrage sur un clou avant de remonter la lame.",
          "Controleer de balans op een spijker voordat u het mes terugplaatst.",
        ),
      ),
      p(
        "Sharpen once or twice a season, and replace the blade if it is bent, cracked or worn thin. Genuine Fantai blades are available from all our dealers.",
        "Affûtez une à deux fois par saison et remplacez la lame si elle est tordue, fissurée ou trop usée. Les lames d'origine Fantai sont disponibles chez tous nos revendeurs.",
        "Slijp een- tot tweemaal per seizoen en vervang het mes als het verbogen, gebarsten of te dun gesleten is. Originele Fantai-messen zijn verkrijgbaar bij al onze dealers.",
      ),
    ],
  },
  {
    date: "2026-08-25T08:25:00Z",
    kind: "vacuum",
    title: t(
      "From prunings to mulch: shredding garden waste",
      "Des tailles au paillis : broyer ses déchets verts",
      "Van snoeiafval tot mulch: tuinafval hakselen",
    ),
    summary: t(
      "Stop driving branches to the recycling centre. Shredded prunings protect your beds, feed the soil and save water.",
      "Fini les allers-retours à la déchetterie. Les tailles broyées protègent vos massifs, nourrissent le sol et économisent l'eau.",
      "Nooit meer takken naar het containerpark brengen. Gehakseld snoeiafval beschermt uw borders, voedt de bodem en bespaart water.",
    ),
    body: [
      p(
        "Every pruning session produces a mountain of branches. Shredded, that mountain shrinks to a fraction of its volume and becomes a free, valuable material for the garden.",
        "Chaque séance de taille produit une montagne de branches. Une fois broyée, cette montagne ne représente plus qu'une fraction de son volume et devient un matériau précieux et gratuit pour le jardin.",
        "Elke snoeibeurt levert een berg takken op. Gehakseld krimpt die berg tot een fractie van het volume en wordt het gratis, waardevol materiaal voor uw tuin.",
      ),
      h2("How to use it", "Comment l'utiliser", "Zo gebruikt u het"),
      ul(
        t(
          "Spread a **5 to 8 cm layer** under shrubs to keep weeds down.",
          "Étalez une **couche de 5 à 8 cm** au pied des arbustes pour limiter les mauvaises herbes.",
          "Strooi een **laag van 5 tot 8 cm** onder struiken om onkruid tegen te gaan.",
        ),
        t(
          "Mix fresh chippings into the **compost heap** with kitchen waste.",
          "Mélangez le broyat frais au **compost** avec les déchets de cuisine.",
          "Meng vers hakselsel met keukenafval door de **composthoop**.",
        ),
        t(
          "Use coarse chippings for **garden paths**.",
          "Utilisez le broyat grossier pour les **allées du jardin**.",
          "Gebruik grof hakselsel voor **tuinpaden**.",
        ),
      ),
      p(
        "Shred branches while they are still fresh: green wood is softer and goes through the machine more easily. Avoid diseased material and anything treated or painted.",
        "Broyez les branches tant qu'elles sont fraîches : le bois vert est plus tendre et passe plus facilement dans la machine. Évitez les végétaux malades ainsi que tout bois traité ou peint.",
        "Hakselen doet u het best als de takken nog vers zijn: groen hout is zachter en gaat makkelijker door de machine. Vermijd ziek materiaal en alles wat behandeld of geverfd is.",
      ),
    ],
  },
  {
    date: "2026-10-13T09:05:00Z",
    kind: "charger",
    title: t(
      "End of season: storing your tools the right way",
      "Fin de saison : bien ranger ses outils",
      "Einde van het seizoen: uw gereedschap goed opbergen",
    ),
    summary: t(
      "Clean, check and store: a short routine that protects your tools and batteries over winter.",
      "Nettoyer, vérifier, ranger : une petite routine qui protège vos outils et vos batteries pendant l'hiver.",
      "Schoonmaken, controleren en opbergen: een korte routine die uw gereedschap en accu's de winter door helpt.",
    ),
    body: [
      p(
        "A few minutes of care in October saves a lot of frustration in April. Battery tools make it easy: there is no fuel to drain and no engine to winterise.",
        "Quelques minutes d'entretien en octobre vous évitent bien des soucis en avril. Avec des outils sur batterie, c'est simple : pas de carburant à vidanger, pas de moteur à hiverner.",
        "Een paar minuten onderhoud in oktober bespaart u in april een hoop frustratie. Met accugereedschap is het eenvoudig: geen brandstof aftappen en geen motor winterklaar maken.",
      ),
      h2("The routine", "La routine", "De routine"),
      ul(
        t(
          "Remove the batteries and brush off grass and dirt.",
          "Retirez les batteries, puis brossez l'herbe et la terre.",
          "Haal de accu's eruit en borstel gras en vuil weg.",
        ),
        t(
          "Oil metal blades and chains lightly against rust.",
          "Huilez légèrement les lames et chaînes contre la rouille.",
          "Olie metalen messen en kettingen licht in tegen roest.",
        ),
        t(
          "Store tools in a dry place, mowers upright if possible.",
          "Rangez les outils au sec, les tondeuses à la verticale si possible.",
          "Berg het gereedschap droog op, grasmaaiers zo mogelijk rechtop.",
        ),
        t(
          "Keep batteries and chargers indoors, batteries half charged.",
          "Gardez batteries et chargeurs à l'intérieur, les batteries à moitié chargées.",
          "Bewaar accu's en laders binnen, de accu's half opgeladen.",
        ),
      ),
      p(
        "It is also the ideal time to register any new tools you bought this year: registration adds a free third year to the standard two-year warranty.",
        "C'est aussi le moment idéal pour enregistrer les outils achetés cette année : l'enregistrement ajoute une troisième année gratuite à la garantie standard de deux ans.",
        "Het is ook het ideale moment om het gereedschap te registreren dat u dit jaar hebt gekocht: registratie levert een gratis derde jaar op bovenop de standaardgarantie van twee jaar.",
      ),
    ],
  },
];

export type ArticleRow = Insertable<ArticleTable>;

export async function buildArticles(paint: Painter): Promise<ArticleRow[]> {
  return Promise.all(
    ARTICLES.map(async (article, index) => ({
      ...localize({ title: article.title, summary: article.summary, content: renderBlocks(article.body) }),
      main_img_url: await paint.paint(art(article.kind, index), "article"),
      hot: article.hot ? 1 : 0,
      ...stamps(article.date),
    })),
  );
}

export async function insertArticles(trx: Transaction<Database>, rows: ArticleRow[]): Promise<void> {
  await trx.insertInto("articles").values(rows).execute();
}
