/**
 * The server's own texts in French and Dutch (decision 069): every message it sends in a refusal —
 * 422 field errors and their summary, 404, 409, 413, 415, 403 — keyed by the English text exactly as sent.
 * The code keeps writing English; `translateMessage` (server/http/errors.ts) gives the reader's language.
 *
 * `{name}` stands for a part that varies ("Choose a level {level} category."): it matches any text, and the
 * translation puts what it matched in its place, itself translated when this table has it (record names,
 * days, "someone"). Of two keys that match, the one with more fixed text wins, so a key may spell out a
 * case of another ("… 1 of {rows} rows has errors.") to get its grammar right.
 *
 * Zod's common refusals are put in this catalogue's words (server/http/zod-messages.ts); its rarer ones keep Zod's own
 * wording, from its fr and nl locales.
 * "Unauthenticated." is never translated (the admin client watches for it).
 */
export interface Translations {
  fr: string;
  nl: string;
}

export const SERVER_MESSAGES: Record<string, Translations> = {
  /* ---------- The error path (server/http, server/api) ---------- */
  "This page could not be found": { fr: "Cette page est introuvable", nl: "Deze pagina bestaat niet" },
  "Method not allowed.": { fr: "Méthode non autorisée.", nl: "Methode niet toegestaan." },
  "Bad request.": { fr: "Requête invalide.", nl: "Ongeldig verzoek." },
  "The given data was invalid.": { fr: "Les données envoyées ne sont pas valides.", nl: "De verzonden gegevens zijn ongeldig." },
  "{message} (and {count} more error{s})": { fr: "{message} (et {count} autres erreurs)", nl: "{message} (en nog {count} fouten)" },
  "{message} (and 1 more error)": { fr: "{message} (et 1 autre erreur)", nl: "{message} (en nog 1 fout)" },
  "{label} not found.": { fr: "{label} introuvable.", nl: "{label} niet gevonden." },
  "Product {id} not found.": { fr: "Produit {id} introuvable.", nl: "Product {id} niet gevonden." },
  "This field contains a character that is not allowed.": {
    fr: "Ce champ contient un caractère non autorisé.",
    nl: "Dit veld bevat een teken dat niet is toegestaan.",
  },
  "The request has no Host header.": { fr: "La requête n'a pas d'en-tête Host.", nl: "Het verzoek heeft geen Host-header." },
  "The request body must be JSON (Content-Type: application/json).": {
    fr: "Le corps de la requête doit être du JSON (Content-Type: application/json).",
    nl: "De inhoud van het verzoek moet JSON zijn (Content-Type: application/json).",
  },
  "The request body must be JSON, application/x-www-form-urlencoded or multipart/form-data.": {
    fr: "Le corps de la requête doit être du JSON, application/x-www-form-urlencoded ou multipart/form-data.",
    nl: "De inhoud van het verzoek moet JSON, application/x-www-form-urlencoded of multipart/form-data zijn.",
  },
  "Choose an image.": { fr: "Choisissez une image.", nl: "Kies een afbeelding." },
  /* ---------- Bulk edit (server/api/admin/bulk.ts) ---------- */
  "Nothing was changed: some of the selected records cannot take this change.": {
    fr: "Rien n'a été modifié : certains des éléments sélectionnés ne peuvent pas recevoir ce changement.",
    nl: "Er is niets gewijzigd: sommige geselecteerde items kunnen deze wijziging niet krijgen.",
  },
  "This record no longer exists.": { fr: "Cet élément n'existe plus.", nl: "Dit item bestaat niet meer." },
  "Choose at least one change.": { fr: "Choisissez au moins une modification.", nl: "Kies ten minste één wijziging." },
  'This category needs a value for "{names}", which the product does not have.': {
    fr: "Cette catégorie exige une valeur pour « {names} », que le produit n'a pas.",
    nl: 'Deze categorie vereist een waarde voor "{names}", die het product niet heeft.',
  },
  "A notice that was published stays on record: close it instead of deleting it.": {
    fr: "Un avis publié reste consigné : clôturez-le au lieu de le supprimer.",
    nl: "Een gepubliceerde melding blijft bewaard: sluit haar in plaats van haar te verwijderen.",
  },
  "Not a serial range.": { fr: "Ce n'est pas une plage de numéros de série.", nl: "Dit is geen reeks serienummers." },
  "A serial is 3 to 40 letters and digits (spaces, dashes, dots and slashes allowed between).": {
    fr: "Un numéro de série compte 3 à 40 lettres et chiffres (espaces, tirets, points et barres obliques permis entre eux).",
    nl: "Een serienummer bestaat uit 3 tot 40 letters en cijfers (spaties, streepjes, punten en schuine strepen ertussen toegestaan).",
  },
  "Both ends of a serial range have the same number of letters and digits.": {
    fr: "Les deux bornes d'une plage de numéros de série ont le même nombre de lettres et de chiffres.",
    nl: "Beide uiteinden van een reeks serienummers hebben evenveel letters en cijfers.",
  },
  "The first serial of a range comes before the last.": {
    fr: "Le premier numéro de série d'une plage précède le dernier.",
    nl: "Het eerste serienummer van een reeks komt voor het laatste.",
  },
  "Name at least one model.": { fr: "Indiquez au moins un modèle.", nl: "Vermeld minstens één model." },
  "Another notice has this address.": { fr: "Un autre avis a déjà cette adresse.", nl: "Een andere melding heeft dit adres al." },
  "The sale period ends before it starts.": { fr: "La période de vente se termine avant de commencer.", nl: "De verkoopperiode eindigt voor ze begint." },
  "The production period ends before it starts.": {
    fr: "La période de production se termine avant de commencer.",
    nl: "De productieperiode eindigt voor ze begint.",
  },
  "This Idempotency-Key was already used for a request with other content: use a new key for a new request.": {
    fr: "Cette Idempotency-Key a déjà servi pour une requête au contenu différent : utilisez une nouvelle clé pour une nouvelle requête.",
    nl: "Deze Idempotency-Key is al gebruikt voor een verzoek met andere inhoud: gebruik een nieuwe sleutel voor een nieuw verzoek.",
  },
  "The Idempotency-Key must be 1 to 255 visible ASCII characters.": {
    fr: "L'Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles.",
    nl: "De Idempotency-Key moet 1 tot 255 zichtbare ASCII-tekens tellen.",
  },
  "A request with this Idempotency-Key is still being processed: try again in a moment.": {
    fr: "Une requête avec cette Idempotency-Key est encore en cours de traitement : réessayez dans un instant.",
    nl: "Een verzoek met deze Idempotency-Key wordt nog verwerkt: probeer het zo meteen opnieuw.",
  },
  "The request body is not valid JSON.": { fr: "Le corps de la requête n'est pas du JSON valide.", nl: "De inhoud van het verzoek is geen geldige JSON." },
  "The request body is too large.": { fr: "Le corps de la requête est trop volumineux.", nl: "De inhoud van het verzoek is te groot." },
  "The request body is nested deeper than {depth} levels.": {
    fr: "Le corps de la requête est imbriqué sur plus de {depth} niveaux.",
    nl: "De inhoud van het verzoek is dieper genest dan {depth} niveaus.",
  },
  "The uploaded content is too large.": { fr: "Le contenu envoyé est trop volumineux.", nl: "De verzonden inhoud is te groot." },
  "The uploaded file is too large.": { fr: "Le fichier envoyé est trop volumineux.", nl: "Het geüploade bestand is te groot." },
  "The {field} field is not accepted here.": { fr: "Le champ {field} n'est pas accepté ici.", nl: "Het veld {field} is hier niet toegestaan." },
  "The form data could not be read (malformed multipart body).": {
    fr: "Les données du formulaire sont illisibles (corps multipart mal formé).",
    nl: "De formuliergegevens konden niet worden gelezen (ongeldige multipart-inhoud).",
  },
  "The address is not valid (a malformed percent-encoding).": {
    fr: "L'adresse n'est pas valide (encodage en pourcentage mal formé).",
    nl: "Het adres is ongeldig (onjuiste procentcodering).",
  },
  "Pages accept form posts only (application/x-www-form-urlencoded or multipart/form-data).": {
    fr: "Les pages n'acceptent que des envois de formulaire (application/x-www-form-urlencoded ou multipart/form-data).",
    nl: "Pagina's accepteren alleen formulierverzendingen (application/x-www-form-urlencoded of multipart/form-data).",
  },
  "Too many attempts. Please try again later.": {
    fr: "Trop de tentatives. Veuillez réessayer plus tard.",
    nl: "Te veel pogingen. Probeert u het later opnieuw.",
  },
  "This action needs the admin role.": { fr: "Cette action nécessite le rôle d'administrateur.", nl: "Voor deze actie is de rol van beheerder nodig." },

  /* ---------- Sign-in ---------- */
  "Enter the code from your authenticator app.": {
    fr: "Saisissez le code de votre application d'authentification.",
    nl: "Vul de code uit uw authenticator-app in.",
  },
  "This code is not right, or it was used already.": {
    fr: "Ce code n'est pas correct, ou il a déjà été utilisé.",
    nl: "Deze code klopt niet, of is al gebruikt.",
  },
  "Two-factor authentication is not set up for this account.": {
    fr: "L'authentification à deux facteurs n'est pas configurée pour ce compte.",
    nl: "Tweestapsverificatie is niet ingesteld voor dit account.",
  },
  "Two-factor authentication is already set up. Turn it off first to set it up again.": {
    fr: "L'authentification à deux facteurs est déjà configurée. Désactivez-la d'abord pour la configurer à nouveau.",
    nl: "Tweestapsverificatie is al ingesteld. Schakel ze eerst uit om ze opnieuw in te stellen.",
  },
  "Start the set-up again: no secret is waiting for confirmation.": {
    fr: "Recommencez la configuration : aucune clé n'attend de confirmation.",
    nl: "Begin opnieuw met instellen: er wacht geen sleutel op bevestiging.",
  },
  "The site requires two-factor authentication: it cannot be turned off.": {
    fr: "Le site exige l'authentification à deux facteurs : elle ne peut pas être désactivée.",
    nl: "De site vereist tweestapsverificatie: ze kan niet worden uitgeschakeld.",
  },
  "Set up two-factor authentication first: the site requires it.": {
    fr: "Configurez d'abord l'authentification à deux facteurs : le site l'exige.",
    nl: "Stel eerst tweestapsverificatie in: de site vereist het.",
  },
  "Choose on or off.": { fr: "Choisissez activé ou désactivé.", nl: "Kies aan of uit." },
  "Please Input Email": { fr: "Veuillez saisir l'adresse e-mail", nl: "Vul uw e-mailadres in" },
  "Please input the password.": { fr: "Veuillez saisir le mot de passe.", nl: "Vul uw wachtwoord in." },
  "These credentials do not match our records.": {
    fr: "Identifiants incorrects.",
    nl: "Deze inloggegevens zijn onjuist.",
  },
  "Single sign-on is not enabled on this server.": {
    fr: "L'authentification unique n'est pas activée sur ce serveur.",
    nl: "Eenmalige aanmelding is niet ingeschakeld op deze server.",
  },
  "Single sign-on is temporarily unavailable. Please try again later.": {
    fr: "L'authentification unique est momentanément indisponible. Veuillez réessayer plus tard.",
    nl: "Eenmalige aanmelding is tijdelijk niet beschikbaar. Probeert u het later opnieuw.",
  },
  "No admin account uses the email address the provider confirmed.": {
    fr: "Aucun compte d'administration n'utilise l'adresse e-mail confirmée par le fournisseur.",
    nl: "Geen enkel beheerdersaccount gebruikt het e-mailadres dat de provider heeft bevestigd.",
  },
  "The sign-in could not be verified with the provider. Please try again.": {
    fr: "La connexion n'a pas pu être vérifiée auprès du fournisseur. Veuillez réessayer.",
    nl: "De aanmelding kon niet bij de provider worden gecontroleerd. Probeert u het opnieuw.",
  },
  "The provider did not confirm an email address for this account.": {
    fr: "Le fournisseur n'a confirmé aucune adresse e-mail pour ce compte.",
    nl: "De provider heeft voor dit account geen e-mailadres bevestigd.",
  },
  "The code is missing.": { fr: "Le code est manquant.", nl: "De code ontbreekt." },
  "The code_verifier must be 43 to 128 letters, digits or - . _ ~ (RFC 7636).": {
    fr: "Le code_verifier doit compter de 43 à 128 lettres, chiffres ou - . _ ~ (RFC 7636).",
    nl: "De code_verifier moet uit 43 tot 128 letters, cijfers of - . _ ~ bestaan (RFC 7636).",
  },
  "The redirect_uri must be this site's sign-in page, {uri}.": {
    fr: "Le redirect_uri doit être la page de connexion de ce site, {uri}.",
    nl: "De redirect_uri moet de aanmeldpagina van deze site zijn, {uri}.",
  },

  /* ---------- Field rules shared by many forms ---------- */
  "This field is required.": { fr: "Ce champ est obligatoire.", nl: "Dit veld is verplicht." },
  "At most {max} characters.": { fr: "{max} caractères au maximum.", nl: "Maximaal {max} tekens." },
  "Give the email address.": { fr: "Indiquez l'adresse e-mail.", nl: "Vul het e-mailadres in." },
  "Give a valid email address.": { fr: "Indiquez une adresse e-mail valide.", nl: "Vul een geldig e-mailadres in." },
  "Give ids as whole numbers, e.g. 1,2,3.": {
    fr: "Indiquez les identifiants sous forme de nombres entiers, p. ex. 1,2,3.",
    nl: "Geef de id's op als gehele getallen, bijv. 1,2,3.",
  },
  "Give at least one id.": { fr: "Indiquez au moins un identifiant.", nl: "Geef ten minste één id op." },
  "Use a path starting with / or an http(s) URL.": {
    fr: "Utilisez un chemin commençant par / ou une URL http(s).",
    nl: "Gebruik een pad dat met / begint of een http(s)-URL.",
  },
  "Use lower-case letters, digits and hyphens.": {
    fr: "Utilisez des lettres minuscules, des chiffres et des traits d'union.",
    nl: "Gebruik kleine letters, cijfers en koppeltekens.",
  },
  "Use letters, digits, - and _.": { fr: "Utilisez des lettres, des chiffres, - et _.", nl: "Gebruik letters, cijfers, - en _." },
  "Give the full address, starting with https://.": {
    fr: "Indiquez l'adresse complète, en commençant par https://.",
    nl: "Geef het volledige adres op, beginnend met https://.",
  },
  "The end must come after the publication time.": {
    fr: "La fin doit être postérieure à l'heure de publication.",
    nl: "Het einde moet na het tijdstip van publicatie liggen.",
  },
  "Choose a product.": { fr: "Choisissez un produit.", nl: "Kies een product." },
  "Give handled or note.": { fr: "Indiquez handled ou note.", nl: "Geef handled of note op." },

  /* ---------- Records that do not exist ---------- */
  "Proof of purchase not found.": { fr: "Preuve d'achat introuvable.", nl: "Aankoopbewijs niet gevonden." },
  "The selected {label} does not exist.": { fr: "L'élément choisi n'existe pas ({label}).", nl: "Het gekozen item bestaat niet ({label})." },
  "The selected category does not exist.": { fr: "La catégorie sélectionnée n'existe pas.", nl: "De gekozen categorie bestaat niet." },
  "The selected parent category does not exist.": {
    fr: "La catégorie parente sélectionnée n'existe pas.",
    nl: "De gekozen bovenliggende categorie bestaat niet.",
  },
  "The selected product does not exist.": { fr: "Le produit sélectionné n'existe pas.", nl: "Het gekozen product bestaat niet." },
  "The selected article does not exist.": { fr: "L'article sélectionné n'existe pas.", nl: "Het gekozen artikel bestaat niet." },
  "The selected poster does not exist.": { fr: "L'affiche sélectionnée n'existe pas.", nl: "De gekozen poster bestaat niet." },
  "The selected landing page does not exist.": { fr: "La page d'atterrissage sélectionnée n'existe pas.", nl: "De gekozen landingspagina bestaat niet." },
  "The selected landing page one does not exist.": { fr: "La page de catégorie sélectionnée n'existe pas.", nl: "De gekozen categoriepagina bestaat niet." },
  "The selected landing page two does not exist.": {
    fr: "La page de sous-catégorie sélectionnée n'existe pas.",
    nl: "De gekozen subcategoriepagina bestaat niet.",
  },
  "One of the selected categories does not exist.": {
    fr: "L'une des catégories sélectionnées n'existe pas.",
    nl: "Een van de gekozen categorieën bestaat niet.",
  },

  /* ---------- Editing: history, drafts, campaigns ---------- */
  "{label} was changed by {actor} since you opened it.": {
    fr: "{label} : {actor} a enregistré une modification depuis que vous avez ouvert cette fiche.",
    nl: "{label}: {actor} heeft sinds u dit item opende een wijziging opgeslagen.",
  },
  "Saved since version {version}.": { fr: "Modifié depuis la version {version}.", nl: "Gewijzigd sinds versie {version}." },
  "There are no pending changes.": { fr: "Il n'y a aucune modification en attente.", nl: "Er zijn geen openstaande wijzigingen." },
  "The record was saved again after these pending changes were kept: open it, check the form and keep them again before publishing.": {
    fr: "La fiche a été enregistrée de nouveau après la mise en attente de ces modifications : ouvrez-la, vérifiez le formulaire et remettez-les en attente avant de publier.",
    nl: "Het item is opnieuw opgeslagen nadat deze wijzigingen in afwachting werden bewaard: open het, controleer het formulier en bewaar ze opnieuw voordat u publiceert.",
  },
  "This campaign is published and can no longer change.": {
    fr: "Cette campagne est publiée et ne peut plus être modifiée.",
    nl: "Deze campagne is gepubliceerd en kan niet meer worden gewijzigd.",
  },
  "This campaign is scheduled: unschedule it before changing it.": {
    fr: "Cette campagne est planifiée : annulez sa planification avant de la modifier.",
    nl: "Deze campagne is ingepland: haal haar uit de planning voordat u iets wijzigt.",
  },
  "Only a scheduled campaign can be unscheduled.": {
    fr: "Seule une campagne planifiée peut être retirée du planning.",
    nl: "Alleen een ingeplande campagne kan uit de planning worden gehaald.",
  },
  "Choose when the campaign is published.": { fr: "Choisissez quand la campagne sera publiée.", nl: "Kies wanneer de campagne wordt gepubliceerd." },
  "Add at least one record to the campaign.": { fr: "Ajoutez au moins un élément à la campagne.", nl: "Voeg ten minste één item aan de campagne toe." },
  "{label} #{id} was deleted: remove it from the campaign.": {
    fr: "{label} n° {id} n'existe plus : retirez cet élément de la campagne.",
    nl: "{label} #{id} is verwijderd: haal dit item uit de campagne.",
  },
  "Some French or Dutch texts would show the English text instead.": {
    fr: "Certains textes français ou néerlandais afficheraient le texte anglais à la place.",
    nl: "Sommige Franse of Nederlandse teksten zouden in plaats daarvan de Engelse tekst tonen.",
  },
  "At most {days} days at a time.": { fr: "{days} jours au maximum à la fois.", nl: "Maximaal {days} dagen tegelijk." },
  "to must come after from.": { fr: "to doit être postérieur à from.", nl: "to moet na from liggen." },
  "Attach this landing page to a category to preview it.": {
    fr: "Rattachez cette page d'atterrissage à une catégorie pour la prévisualiser.",
    nl: "Koppel deze landingspagina aan een categorie om er een voorbeeld van te bekijken.",
  },

  /* ---------- Categories and landing pages ---------- */
  "Categories can be at most {max} levels deep.": { fr: "Les catégories comptent au plus {max} niveaux.", nl: "Categorieën zijn maximaal {max} niveaus diep." },
  "A category cannot be moved under itself or one of its children.": {
    fr: "Une catégorie ne peut pas être placée sous elle-même ni sous l'une de ses sous-catégories.",
    nl: "Een categorie kan niet onder zichzelf of onder een van haar subcategorieën worden geplaatst.",
  },
  "The list must name every category under this parent exactly once.": {
    fr: "La liste doit contenir exactement une fois chaque catégorie de ce parent.",
    nl: "De lijst moet elke categorie onder deze bovenliggende categorie precies één keer bevatten.",
  },
  "Only first- and second-level categories have a landing page.": {
    fr: "Seules les catégories de premier et de deuxième niveau ont une page d'atterrissage.",
    nl: "Alleen categorieën van het eerste en tweede niveau hebben een landingspagina.",
  },
  "The selected landing page belongs to another category.": {
    fr: "La page d'atterrissage sélectionnée appartient à une autre catégorie.",
    nl: "De gekozen landingspagina hoort bij een andere categorie.",
  },
  "Choose a level {level} category.": { fr: "Choisissez une catégorie de niveau {level}.", nl: "Kies een categorie van niveau {level}." },
  "This category already has a landing page.": { fr: "Cette catégorie a déjà une page d'atterrissage.", nl: "Deze categorie heeft al een landingspagina." },

  /* ---------- The trash (decision 091) ---------- */
  "Its category has another landing page now: detach that page from the category (or delete it), then restore this one.": {
    fr: "Sa catégorie a maintenant une autre page d'atterrissage : détachez cette page de la catégorie (ou supprimez-la), puis restaurez celle-ci.",
    nl: "De categorie heeft nu een andere landingspagina: maak die los van de categorie (of verwijder ze) en zet deze dan terug.",
  },
  "Another part has this part number now: change that part's number (or delete it), then restore this one.": {
    fr: "Une autre pièce porte maintenant ce numéro : changez le numéro de cette pièce (ou supprimez-la), puis restaurez celle-ci.",
    nl: "Een ander onderdeel heeft nu dit onderdeelnummer: wijzig het nummer van dat onderdeel (of verwijder het) en zet dit dan terug.",
  },
  "Another specification has this key now: change that one's key (or delete it), then restore this one.": {
    fr: "Une autre spécification porte maintenant cette clé : changez sa clé (ou supprimez-la), puis restaurez celle-ci.",
    nl: "Een andere specificatie heeft nu deze sleutel: wijzig die sleutel (of verwijder ze) en zet deze dan terug.",
  },
  "Another notice has this address now: change that notice's address (or delete it), then restore this one.": {
    fr: "Un autre avis a maintenant cette adresse : changez l'adresse de cet avis (ou supprimez-le), puis restaurez celui-ci.",
    nl: "Een andere melding heeft nu dit adres: wijzig het adres van die melding (of verwijder ze) en zet deze dan terug.",
  },
  "Another record has taken this one's place meanwhile: change or delete that one, then restore this one.": {
    fr: "Un autre élément a pris sa place entre-temps : modifiez-le ou supprimez-le, puis restaurez celui-ci.",
    nl: "Een ander item heeft intussen zijn plaats ingenomen: wijzig of verwijder dat, en zet dit dan terug.",
  },
  "It refers to a record that is no longer there (perhaps in the trash too): restore that one first.": {
    fr: "Il renvoie à un élément qui n'existe plus (peut-être aussi dans la corbeille) : restaurez d'abord celui-là.",
    nl: "Het verwijst naar een item dat er niet meer is (misschien ook in de prullenbak): zet dat eerst terug.",
  },

  /* ---------- Specifications ---------- */
  "Use lower-case letters, digits and _ (starting with a letter).": {
    fr: "Utilisez des lettres minuscules, des chiffres et _ (en commençant par une lettre).",
    nl: "Gebruik kleine letters, cijfers en _ (te beginnen met een letter).",
  },
  "This key is already used by another specification.": {
    fr: "Cette clé est déjà utilisée par une autre caractéristique.",
    nl: "Deze sleutel wordt al door een andere specificatie gebruikt.",
  },
  "A choice needs at least one option.": { fr: "Une liste de choix nécessite au moins une option.", nl: "Een keuzelijst heeft ten minste één optie nodig." },
  "The maximum must not be below the minimum.": {
    fr: "Le maximum ne doit pas être inférieur au minimum.",
    nl: "Het maximum mag niet lager zijn dan het minimum.",
  },
  "The minimum must not exceed the maximum.": { fr: "Le minimum ne doit pas dépasser le maximum.", nl: "Het minimum mag niet hoger zijn dan het maximum." },
  "Products already have values for this specification: its type cannot change.": {
    fr: "Des produits ont déjà des valeurs pour cette caractéristique : son type ne peut plus changer.",
    nl: "Er zijn al producten met waarden voor deze specificatie: het type kan niet meer veranderen.",
  },
  "This specification does not apply to the product's category.": {
    fr: "Cette caractéristique ne s'applique pas à la catégorie du produit.",
    nl: "Deze specificatie geldt niet voor de categorie van het product.",
  },
  "This specification is required for the product's category.": {
    fr: "Cette caractéristique est obligatoire pour la catégorie du produit.",
    nl: "Deze specificatie is verplicht voor de categorie van het product.",
  },
  "Must be at least {min}.": { fr: "La valeur doit être d'au moins {min}.", nl: "De waarde moet minstens {min} zijn." },
  "Must be at most {max}.": { fr: "La valeur doit être d'au plus {max}.", nl: "De waarde mag hoogstens {max} zijn." },
  "Give a number.": { fr: "Indiquez un nombre.", nl: "Geef een getal op." },
  "Give a range as two numbers, minimum and maximum.": {
    fr: "Indiquez une plage sous la forme de deux nombres, minimum et maximum.",
    nl: "Geef een bereik op als twee getallen, minimum en maximum.",
  },
  "Give yes or no.": { fr: "Répondez par oui ou par non.", nl: "Kies ja of nee." },
  "Give 1 (yes) or 0 (no).": { fr: "Indiquez 1 (oui) ou 0 (non).", nl: "Geef 1 (ja) of 0 (nee) op." },
  "Choose one of: {choices}.": { fr: "Choisissez parmi : {choices}.", nl: "Kies een van: {choices}." },
  "Give a text.": { fr: "Saisissez un texte.", nl: "Vul een tekst in." },

  /* ---------- Zod's common refusals in plain words (server/http/zod-messages.ts) ---------- */
  "At least {min} characters.": { fr: "{min} caractères au minimum.", nl: "Minimaal {min} tekens." },
  "Must be more than {min}.": { fr: "La valeur doit être supérieure à {min}.", nl: "De waarde moet groter zijn dan {min}." },
  "Must be less than {max}.": { fr: "La valeur doit être inférieure à {max}.", nl: "De waarde moet kleiner zijn dan {max}." },
  "Give a whole number.": { fr: "Indiquez un nombre entier.", nl: "Geef een geheel getal op." },
  "Give a list.": { fr: "Indiquez une liste.", nl: "Geef een lijst op." },
  "Give a date.": { fr: "Indiquez une date.", nl: "Geef een datum op." },
  "Choose at least one.": { fr: "Choisissez-en au moins un.", nl: "Kies er ten minste één." },
  "Choose at least {min}.": { fr: "Choisissez-en au moins {min}.", nl: "Kies er ten minste {min}." },
  "At most {max} items.": { fr: "{max} éléments au maximum.", nl: "Maximaal {max} items." },
  "Give a valid web address.": { fr: "Indiquez une adresse web valide.", nl: "Geef een geldig webadres op." },
  "This value is not in the expected form.": { fr: "Cette valeur n'a pas la forme attendue.", nl: "Deze waarde heeft niet de verwachte vorm." },
  "Unknown choice.": { fr: "Choix inconnu.", nl: "Onbekende keuze." },
  "Unknown specification filter.": { fr: "Filtre de caractéristique inconnu.", nl: "Onbekend specificatiefilter." },
  "The sort must be relevance, newest, or a numeric specification's key followed by .asc or .desc.": {
    fr: "Le tri doit être relevance, newest, ou la clé d'une caractéristique numérique suivie de .asc ou .desc.",
    nl: "De sortering moet relevance of newest zijn, of de sleutel van een numerieke specificatie gevolgd door .asc of .desc.",
  },
  "Only featured products have a place in the recommendations: feature it first, or reload the list.": {
    fr: "Seuls les produits mis en avant ont leur place dans les recommandations : mettez-le d'abord en avant, ou rechargez la liste.",
    nl: "Alleen uitgelichte producten horen in de aanbevelingen: licht het eerst uit, of laad de lijst opnieuw.",
  },
  "This path is already used by the site: choose another.": {
    fr: "Ce chemin est déjà utilisé par le site\u00a0: choisissez-en un autre.",
    nl: "Dit pad wordt al door de site gebruikt: kies een ander.",
  },
  "Give an object.": { fr: "Donnez un objet.", nl: "Geef een object." },
  "The request body must be a JSON object.": {
    fr: "Le corps de la requête doit être un objet JSON.",
    nl: "De inhoud van het verzoek moet een JSON-object zijn.",
  },
  "Give this bound once.": { fr: "Indiquez cette limite une seule fois.", nl: "Geef deze grens maar één keer op." },
  "Use .min and .max for a numeric specification.": {
    fr: "Utilisez .min et .max pour une caractéristique numérique.",
    nl: "Gebruik .min en .max voor een numerieke specificatie.",
  },
  "Only numeric specifications take .min and .max.": {
    fr: "Seules les caractéristiques numériques acceptent .min et .max.",
    nl: "Alleen numerieke specificaties accepteren .min en .max.",
  },
  "Text specifications cannot be filtered.": {
    fr: "Les caractéristiques textuelles ne peuvent pas servir de filtre.",
    nl: "Op tekstspecificaties kan niet worden gefilterd.",
  },
  "The file needs an id column.": { fr: "Le fichier doit avoir une colonne id.", nl: "Het bestand moet een kolom id hebben." },
  "Unknown columns: {columns}.": { fr: "Colonnes inconnues : {columns}.", nl: "Onbekende kolommen: {columns}." },
  "The file has no product rows.": { fr: "Le fichier ne contient aucune ligne de produit.", nl: "Het bestand bevat geen productregels." },
  "id {id}: no such product.": { fr: "id {id} : ce produit n'existe pas.", nl: "id {id}: dit product bestaat niet." },
  "id {id}: listed twice.": { fr: "id {id} : présent deux fois.", nl: "id {id}: staat er twee keer in." },

  /* ---------- Media and documents ---------- */
  "Choose an image to upload.": { fr: "Choisissez une image à envoyer.", nl: "Kies een afbeelding om te uploaden." },
  "This document has been published: its versions stay in the public archive for ten years. Withdraw a version instead (with a reason).": {
    fr: "Ce document a été publié : ses versions restent dans l'archive publique pendant dix ans. Retirez plutôt une version (avec une raison).",
    nl: "Dit document is gepubliceerd: de versies blijven tien jaar in het openbare archief. Trek in plaats daarvan een versie in (met een reden).",
  },
  "The last serial number comes before the first one.": {
    fr: "Le dernier numéro de série précède le premier.",
    nl: "Het laatste serienummer komt vóór het eerste.",
  },
  "The last manufacturing date comes before the first one.": {
    fr: "La dernière date de fabrication précède la première.",
    nl: "De laatste productiedatum ligt vóór de eerste.",
  },
  "Give the reason for withdrawing this version.": {
    fr: "Indiquez pourquoi cette version est retirée.",
    nl: "Geef de reden waarom deze versie wordt ingetrokken.",
  },
  "This version is withdrawn already.": { fr: "Cette version est déjà retirée.", nl: "Deze versie is al ingetrokken." },
  "This printed copy is marked as sent already.": {
    fr: "Cet exemplaire imprimé est déjà marqué comme envoyé.",
    nl: "Dit gedrukte exemplaar is al als verzonden gemarkeerd.",
  },
  "Choose a label size of 15, 25 or 40 mm.": { fr: "Choisissez une taille d'étiquette de 15, 25 ou 40 mm.", nl: "Kies een labelformaat van 15, 25 of 40 mm." },
  "Use a date written YYYY-MM-DD.": { fr: "Écrivez la date sous la forme AAAA-MM-JJ.", nl: "Schrijf de datum als JJJJ-MM-DD." },
  "Choose a PDF file to upload.": { fr: "Choisissez un fichier PDF à envoyer.", nl: "Kies een PDF-bestand om te uploaden." },
  "Only {types} images can be uploaded.": {
    fr: "Seules les images {types} peuvent être envoyées.",
    nl: "Alleen afbeeldingen in {types} kunnen worden geüpload.",
  },
  "Only PDF files can be uploaded as documents.": {
    fr: "Seuls des fichiers PDF peuvent être envoyés comme documents.",
    nl: "Alleen PDF-bestanden kunnen als document worden geüpload.",
  },
  "The image could not be read.": { fr: "L'image est illisible.", nl: "De afbeelding kan niet worden gelezen." },
  "The image is {megapixels} megapixels ({size}); at most {max} can be uploaded. Save it smaller (8000 × 6000 fits) and upload it again.": {
    fr: "L'image fait {megapixels} mégapixels ({size}) ; {max} au maximum peuvent être envoyés. Enregistrez-la en plus petit (8000 × 6000 convient) et envoyez-la à nouveau.",
    nl: "De afbeelding heeft {megapixels} megapixel ({size}); er kunnen er maximaal {max} worden geüpload. Sla de afbeelding kleiner op (8000 × 6000 past) en upload deze opnieuw.",
  },
  '{record}: the image "{name}" needs an English alt text before it can be published. Write it below its thumbnail in this field.': {
    fr: "{record} : l'image « {name} » doit avoir un texte alternatif anglais avant d'être publiée. Écrivez-le sous sa vignette dans ce champ.",
    nl: "{record}: de afbeelding ‘{name}’ heeft een Engelse alt-tekst nodig voordat ze gepubliceerd kan worden. Schrijf die onder haar miniatuur in dit veld.",
  },
  '{record}: image {position} of this field, "{name}", needs an English alt text before it can be published. Write it below its thumbnail.': {
    fr: "{record} : l'image {position} de ce champ, « {name} », doit avoir un texte alternatif anglais avant d'être publiée. Écrivez-le sous sa vignette.",
    nl: "{record}: afbeelding {position} van dit veld, ‘{name}’, heeft een Engelse alt-tekst nodig voordat ze gepubliceerd kan worden. Schrijf die onder haar miniatuur.",
  },
  '{record}: image {position} of this text, "{name}", needs an English alt text (in the media library) before it can be published.': {
    fr: "{record} : l'image {position} de ce texte, « {name} », doit avoir un texte alternatif anglais (dans la médiathèque) avant d'être publiée.",
    nl: "{record}: afbeelding {position} van deze tekst, ‘{name}’, heeft een Engelse alt-tekst nodig (in de mediabibliotheek) voordat ze gepubliceerd kan worden.",
  },
  '"{name}" is used by {usages}. Remove it from there first.': {
    fr: "« {name} » est utilisée par : {usages}. Retirez-la d'abord de ces endroits.",
    nl: "‘{name}’ wordt gebruikt door: {usages}. Verwijder de afbeelding daar eerst.",
  },
  "The proof of purchase must be a JPEG or PNG picture or a PDF file.": {
    fr: "La preuve d'achat doit être une photo JPEG ou PNG, ou un fichier PDF.",
    nl: "Het aankoopbewijs moet een JPEG- of PNG-afbeelding of een PDF-bestand zijn.",
  },

  /* ---------- Dealers ---------- */
  "Choose a CSV file to import.": { fr: "Choisissez un fichier CSV à importer.", nl: "Kies een CSV-bestand om te importeren." },
  "The file is not a CSV text file.": { fr: "Le fichier n'est pas un fichier texte CSV.", nl: "Het bestand is geen CSV-tekstbestand." },
  "The file is not valid CSV: {reason}": { fr: "Le fichier n'est pas un CSV valide : {reason}", nl: "Het bestand is geen geldige CSV: {reason}" },
  "The file is not valid CSV (line {line}): {reason}": {
    fr: "Le fichier n'est pas un CSV valide (ligne {line}) : {reason}",
    nl: "Het bestand is geen geldige CSV (regel {line}): {reason}",
  },
  "The file has no dealer rows under its header.": {
    fr: "Le fichier ne contient aucune ligne de revendeur sous son en-tête.",
    nl: "Het bestand bevat geen dealerregels onder de kopregel.",
  },
  "The file has no part rows under its header.": {
    fr: "Le fichier ne contient aucune ligne de pièce sous son en-tête.",
    nl: "Het bestand bevat geen onderdeelregels onder de kopregel.",
  },
  "The file has no hotspot rows under its header.": {
    fr: "Le fichier ne contient aucune ligne de repère sous son en-tête.",
    nl: "Het bestand bevat geen positieregels onder de kopregel.",
  },
  "The file has no {noun} rows under its header.": {
    fr: "Le fichier ne contient aucune ligne sous son en-tête ({noun}).",
    nl: "Het bestand bevat geen regels onder de kopregel ({noun}).",
  },
  "At most {max} rows per file.": { fr: "{max} lignes au maximum par fichier.", nl: "Maximaal {max} regels per bestand." },
  "The header lacks the column{s} {columns}.": { fr: "Colonnes absentes de l'en-tête : {columns}.", nl: "In de kopregel ontbreken de kolommen {columns}." },
  "The header lacks the column {column}.": { fr: "Colonne absente de l'en-tête : {column}.", nl: "In de kopregel ontbreekt de kolom {column}." },
  "The header lacks the {word} {columns}.": { fr: "Absent de l'en-tête : {word} {columns}.", nl: "Ontbreekt in de kopregel: {word} {columns}." },
  "Unknown column{s}: {columns}. Use the columns of the export.": {
    fr: "Colonnes inconnues : {columns}. Utilisez les colonnes de l'export.",
    nl: "Onbekende kolommen: {columns}. Gebruik de kolommen van de export.",
  },
  "Unknown column: {column}. Use the columns of the export.": {
    fr: "Colonne inconnue : {column}. Utilisez les colonnes de l'export.",
    nl: "Onbekende kolom: {column}. Gebruik de kolommen van de export.",
  },
  "Unknown {word}: {columns}. Use the columns of the export.": {
    fr: "Inconnu dans l'export : {word} {columns}. Utilisez les colonnes de l'export.",
    nl: "Onbekend in de export: {word} {columns}. Gebruik de kolommen van de export.",
  },
  "No dealer has this id: leave it empty to add a new dealer.": {
    fr: "Aucun revendeur n'a cet identifiant : laissez-le vide pour ajouter un nouveau revendeur.",
    nl: "Geen enkele dealer heeft deze id: laat het veld leeg om een nieuwe dealer toe te voegen.",
  },
  "This id is already on another line of the file.": {
    fr: "Cet identifiant figure déjà sur une autre ligne du fichier.",
    nl: "Deze id staat al op een andere regel van het bestand.",
  },
  "Nothing was imported: {reason}": { fr: "Rien n'a été importé : {reason}", nl: "Er is niets geïmporteerd: {reason}" },
  "Nothing was imported: {bad} of {rows} rows {have} errors.": {
    fr: "Rien n'a été importé : {bad} lignes sur {rows} contiennent des erreurs.",
    nl: "Er is niets geïmporteerd: {bad} van de {rows} regels bevatten fouten.",
  },
  "Nothing was imported: 1 of {rows} rows has errors.": {
    fr: "Rien n'a été importé : 1 ligne sur {rows} contient des erreurs.",
    nl: "Er is niets geïmporteerd: 1 van de {rows} regels bevat fouten.",
  },
  "{day}: at most 4 opening periods.": { fr: "{day} : 4 plages d'ouverture au maximum.", nl: "{day}: maximaal 4 openingsperiodes." },
  "{day}: write hours as 08:30-12:00, the start before the end.": {
    fr: "{day} : écrivez les horaires sous la forme 08:30-12:00, le début avant la fin.",
    nl: "{day}: schrijf de uren als 08:30-12:00, het begin vóór het einde.",
  },
  "{day}: the opening periods overlap.": { fr: "{day} : les plages d'ouverture se chevauchent.", nl: "{day}: de openingsperiodes overlappen elkaar." },
  "A latitude lies between -90 and 90.": { fr: "Une latitude est comprise entre -90 et 90.", nl: "Een breedtegraad ligt tussen -90 en 90." },
  "A longitude lies between -180 and 180.": { fr: "Une longitude est comprise entre -180 et 180.", nl: "Een lengtegraad ligt tussen -180 en 180." },
  "Give both latitude and longitude, or neither.": {
    fr: "Indiquez à la fois la latitude et la longitude, ou aucune des deux.",
    nl: "Vul zowel de breedte- als de lengtegraad in, of geen van beide.",
  },
  "Use a two-letter ISO country code, such as BE, NL, FR or LU.": {
    fr: "Utilisez un code pays ISO à deux lettres, par exemple BE, NL, FR ou LU.",
    nl: "Gebruik een ISO-landcode van twee letters, zoals BE, NL, FR of LU.",
  },
  "Use a two-letter ISO country code, such as BE.": {
    fr: "Utilisez un code pays ISO à deux lettres, par exemple BE.",
    nl: "Gebruik een ISO-landcode van twee letters, zoals BE.",
  },
  "Give a position as latitude,longitude, e.g. 50.85,4.35.": {
    fr: "Indiquez une position sous la forme latitude,longitude, p. ex. 50.85,4.35.",
    nl: "Geef een positie op als breedtegraad,lengtegraad, bijv. 50.85,4.35.",
  },

  /* ---------- Parts and exploded views ---------- */
  "Another part already has this part number.": {
    fr: "Une autre pièce a déjà ce numéro de pièce.",
    nl: "Een ander onderdeel heeft dit onderdeelnummer al.",
  },
  "No part has the number {number}.": { fr: "Aucune pièce n'a le numéro {number}.", nl: "Geen enkel onderdeel heeft het nummer {number}." },
  "A part cannot replace itself.": { fr: "Une pièce ne peut pas se remplacer elle-même.", nl: "Een onderdeel kan zichzelf niet vervangen." },
  "No product has the model number {model}.": {
    fr: "Aucun produit n'a le numéro de modèle {model}.",
    nl: "Geen enkel product heeft het modelnummer {model}.",
  },
  "The part is number {number} on the exploded view of {model}: remove that hotspot before removing {other}.": {
    fr: "La pièce porte le numéro {number} sur la vue éclatée de {model} : supprimez ce repère avant de retirer {other}.",
    nl: "Het onderdeel is nummer {number} op de explosietekening van {model}: verwijder die positie voordat u {other} verwijdert.",
  },
  "This part number is already on line {line}.": {
    fr: "Ce numéro de pièce figure déjà à la ligne {line}.",
    nl: "Dit onderdeelnummer staat al op regel {line}.",
  },
  "Give the part's number.": { fr: "Indiquez le numéro de la pièce.", nl: "Geef het nummer van het onderdeel op." },
  "Choose the diagram's file.": { fr: "Choisissez le fichier de la vue éclatée.", nl: "Kies het bestand van de explosietekening." },
  "The diagram must be an SVG drawing or a PNG, JPEG or WebP image.": {
    fr: "La vue éclatée doit être un dessin SVG ou une image PNG, JPEG ou WebP.",
    nl: "De explosietekening moet een SVG-tekening of een PNG-, JPEG- of WebP-afbeelding zijn.",
  },
  "No diagram has this id.": { fr: "Aucune vue éclatée n'a cet identifiant.", nl: "Geen enkele explosietekening heeft deze id." },
  "Diagram {id} is of {model}, not {other}.": {
    fr: "La vue éclatée {id} est celle de {model}, pas de {other}.",
    nl: "Explosietekening {id} hoort bij {model}, niet bij {other}.",
  },
  "Number {number} is used by more than one hotspot on this diagram.": {
    fr: "Le numéro {number} est utilisé par plusieurs repères de cette vue éclatée.",
    nl: "Nummer {number} wordt door meer dan één positie op deze explosietekening gebruikt.",
  },
  "Part {part} does not fit {model}: add {other} to the part's products first.": {
    fr: "La pièce {part} ne convient pas à {model} : ajoutez d'abord {other} aux produits de la pièce.",
    nl: "Onderdeel {part} past niet op {model}: voeg {other} eerst toe aan de producten van het onderdeel.",
  },
  "Give a whole number from 1 to {max}.": { fr: "Indiquez un nombre entier de 1 à {max}.", nl: "Geef een geheel getal van 1 tot {max} op." },
  "Give a position from 0 to 100 (percent of the drawing).": {
    fr: "Indiquez une position de 0 à 100 (en pourcentage du dessin).",
    nl: "Geef een positie van 0 tot 100 op (procent van de tekening).",
  },

  /* ---------- SVG drawings (server/services/svg-drawing.ts) ---------- */
  "The drawing was refused: {reason}": { fr: "Le dessin a été refusé : {reason}", nl: "De tekening is geweigerd: {reason}" },
  "The file is not an SVG drawing.": { fr: "Le fichier n'est pas un dessin SVG.", nl: "Het bestand is geen SVG-tekening." },
  "The SVG declares a DOCTYPE or entities; save it as plain SVG.": {
    fr: "Le SVG déclare un DOCTYPE ou des entités ; enregistrez-le en SVG simple.",
    nl: "De SVG declareert een DOCTYPE of entiteiten; sla hem op als gewone SVG.",
  },
  "The SVG contains a script.": { fr: "Le SVG contient un script.", nl: "De SVG bevat een script." },
  "The SVG contains <{element}>, which may load or run something.": {
    fr: "Le SVG contient <{element}>, qui peut charger ou exécuter quelque chose.",
    nl: "De SVG bevat <{element}>, dat iets kan laden of uitvoeren.",
  },
  "The SVG has an event handler ({attribute}).": {
    fr: "Le SVG contient un gestionnaire d'événement ({attribute}).",
    nl: "De SVG bevat een event-handler ({attribute}).",
  },
  "The SVG refers to another file or site ({address}).": {
    fr: "Le SVG fait référence à un autre fichier ou site ({address}).",
    nl: "De SVG verwijst naar een ander bestand of een andere site ({address}).",
  },
  "The SVG refers to another file or site in its styles.": {
    fr: "Le SVG fait référence à un autre fichier ou site dans ses styles.",
    nl: "De SVG verwijst in zijn stijlen naar een ander bestand of een andere site.",
  },
  "The SVG contains a javascript: address.": { fr: "Le SVG contient une adresse javascript:.", nl: "De SVG bevat een javascript:-adres." },
  "The SVG needs a viewBox (or a width and height in pixels).": {
    fr: "Le SVG doit avoir un viewBox (ou une largeur et une hauteur en pixels).",
    nl: "De SVG heeft een viewBox nodig (of een breedte en hoogte in pixels).",
  },

  /* ---------- Service requests ---------- */
  "A request that is {from} cannot become {to}.": {
    fr: "Une demande au statut « {from} » ne peut pas passer au statut « {to} ».",
    nl: "Een aanvraag met de status ‘{from}’ kan niet de status ‘{to}’ krijgen.",
  },
  "No staff member has this id.": { fr: "Aucun membre de l'équipe n'a cet identifiant.", nl: "Geen enkele medewerker heeft deze id." },

  /* ---------- Users ---------- */
  "Choose admin or editor.": { fr: "Choisissez Administrateur ou Rédacteur.", nl: "Kies Beheerder of Redacteur." },
  "An account with this email address already exists.": {
    fr: "Un compte utilise déjà cette adresse e-mail.",
    nl: "Er bestaat al een account met dit e-mailadres.",
  },
  "You cannot take the admin role from your own account.": {
    fr: "Vous ne pouvez pas retirer le rôle d'administrateur à votre propre compte.",
    nl: "U kunt uw eigen account de rol van beheerder niet afnemen.",
  },
  "You cannot disable your own account.": { fr: "Vous ne pouvez pas désactiver votre propre compte.", nl: "U kunt uw eigen account niet uitschakelen." },
  "At least one active admin must remain.": {
    fr: "Il doit rester au moins un administrateur actif.",
    nl: "Er moet ten minste één actieve beheerder overblijven.",
  },
  "Enable the account before sending it a link.": {
    fr: "Réactivez le compte avant de lui envoyer un lien.",
    nl: "Schakel het account in voordat u er een link naar stuurt.",
  },

  /* ---------- Words put into the texts above ---------- */
  // Record names, as RecordNotFound, showOne and the edit conflict name them (at the start of a sentence).
  Resource: { fr: "Ressource", nl: "Item" },
  Product: { fr: "Produit", nl: "Product" },
  Category: { fr: "Catégorie", nl: "Categorie" },
  Article: { fr: "Article", nl: "Artikel" },
  Specification: { fr: "Caractéristique", nl: "Specificatie" },
  User: { fr: "Utilisateur", nl: "Gebruiker" },
  Mail: { fr: "E-mail", nl: "E-mail" },
  Image: { fr: "Image", nl: "Afbeelding" },
  Revision: { fr: "Version", nl: "Versie" },
  Document: { fr: "Document", nl: "Document" },
  "Document version": { fr: "Version du document", nl: "Documentversie" },
  "Paper copy request": { fr: "Demande d'exemplaire imprimé", nl: "Aanvraag voor een gedrukt exemplaar" },
  Enquiry: { fr: "Demande", nl: "Aanvraag" },
  Campaign: { fr: "Campagne", nl: "Campagne" },
  Registration: { fr: "Enregistrement de garantie", nl: "Garantieregistratie" },
  Certificate: { fr: "Certificat", nl: "Certificaat" },
  Subscription: { fr: "Abonnement", nl: "Abonnement" },
  "Social code": { fr: "Lien social", nl: "Sociale link" },
  Dealer: { fr: "Revendeur", nl: "Dealer" },
  "Audit entry": { fr: "Entrée du journal", nl: "Logboekregel" },
  "Trash entry": { fr: "Élément de la corbeille", nl: "Item in de prullenbak" },
  "Landing page": { fr: "Page d'atterrissage", nl: "Landingspagina" },
  "Category page": { fr: "Page de catégorie", nl: "Categoriepagina" },
  "Subcategory page": { fr: "Page de sous-catégorie", nl: "Subcategoriepagina" },
  "Landing page slide": { fr: "Diapositive de page d'atterrissage", nl: "Dia van een landingspagina" },
  Poster: { fr: "Affiche", nl: "Poster" },
  "Give image URLs: paths starting with / or http(s) URLs.": {
    fr: "Donnez des URL d'images : des chemins commençant par / ou des URL http(s).",
    nl: "Geef URL's van afbeeldingen: paden die met / beginnen of http(s)-URL's.",
  },
  "Earlier file": { fr: "Fichier précédent", nl: "Eerder bestand" },
  "List poster": { fr: "Affiche de liste", nl: "Lijstposter" },
  "Card advert": { fr: "Carte publicitaire", nl: "Advertentiekaart" },
  Card: { fr: "Carte", nl: "Kaart" },
  "Rotation chart": { fr: "Diapositive", nl: "Dia" },
  Part: { fr: "Pièce détachée", nl: "Onderdeel" },
  Diagram: { fr: "Vue éclatée", nl: "Explosietekening" },
  "Service request": { fr: "Demande de service", nl: "Serviceaanvraag" },
  // Who changed a record when the revision names nobody.
  someone: { fr: "quelqu'un", nl: "iemand" },
  // An empty id cell of a specifications file.
  "(empty)": { fr: "(vide)", nl: "(leeg)" },
  // The header's words of an import file (server/services/csv-rows.ts).
  column: { fr: "colonne", nl: "kolom" },
  columns: { fr: "colonnes", nl: "kolommen" },
  // A service request's statuses, as its refusals name them.
  received: { fr: "reçue", nl: "ontvangen" },
  "in inspection": { fr: "en examen", nl: "in onderzoek" },
  "waiting for parts": { fr: "en attente de pièces", nl: "wacht op onderdelen" },
  repaired: { fr: "réparée", nl: "hersteld" },
  replaced: { fr: "remplacée", nl: "vervangen" },
  refused: { fr: "refusée", nl: "geweigerd" },
  returned: { fr: "renvoyée", nl: "teruggestuurd" },
  closed: { fr: "clôturée", nl: "afgesloten" },
  // Days in the dealers' opening hours.
  Monday: { fr: "Lundi", nl: "Maandag" },
  Tuesday: { fr: "Mardi", nl: "Dinsdag" },
  Wednesday: { fr: "Mercredi", nl: "Woensdag" },
  Thursday: { fr: "Jeudi", nl: "Donderdag" },
  Friday: { fr: "Vendredi", nl: "Vrijdag" },
  Saturday: { fr: "Samedi", nl: "Zaterdag" },
  Sunday: { fr: "Dimanche", nl: "Zondag" },
};
