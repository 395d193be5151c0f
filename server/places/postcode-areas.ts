/**
 * Postcode AREAS of Belgium, the Netherlands and Luxembourg (decision 080): no package on a registry carries these
 * countries' postcodes, so a postcode resolves to its area's main town. This table is our own, written from general
 * knowledge of how the three countries lay out their postcodes: Belgium and the Netherlands by the first two digits,
 * Luxembourg by the first digit after "L-". It holds names only; each town's position comes from the gazetteer
 * (GeoNames cities500). Where a prefix covers several towns, the one named is the largest or most central; where we were
 * not sure of a prefix's layout, it names the nearest town we are sure of (marked "approximate"). Among towns of one
 * name in the country, the most populous is meant.
 */

/** Belgium: first two digits → main town (Dutch or French, as GeoNames names it). Prefixes that do not exist are absent. */
export const BELGIAN_AREAS: Record<string, string> = {
  "10": "Brussels", // Brussels-Capital: 1000 Bruxelles/Brussel, 1020–1090
  "11": "Brussels", // 1120–1190: Neder-over-Heembeek, Evere, Woluwe, Auderghem, Uccle, Forest
  "12": "Brussels", // 1200 Woluwe-Saint-Lambert, 1210 Saint-Josse-ten-Noode
  "13": "Wavre", // Walloon Brabant east: Wavre, Ottignies-Louvain-la-Neuve, Rixensart, Jodoigne
  "14": "Nivelles", // Walloon Brabant west: Nivelles, Waterloo, Braine-l'Alleud, Tubize
  "15": "Halle", // Halle, Beersel (part)
  "16": "Sint-Pieters-Leeuw", // Sint-Pieters-Leeuw, Drogenbos, Sint-Genesius-Rode, Beersel, Pepingen
  "17": "Dilbeek", // Dilbeek, Asse, Ternat, Lennik, Wemmel, Merchtem, Affligem
  "18": "Vilvoorde", // Vilvoorde, Machelen, Londerzeel, Grimbergen, Meise
  "19": "Zaventem", // Zaventem, Kampenhout, Kraainem, Zemst
  "20": "Antwerpen", // Antwerpen and its districts
  "21": "Antwerpen", // Deurne, Borgerhout, Wommelgem, Merksem, Ekeren
  "22": "Herentals", // Herentals, Heist-op-den-Berg, Westerlo, Olen
  "23": "Turnhout", // Turnhout, Hoogstraten, Beerse, Arendonk
  "24": "Geel", // Mol, Geel, Balen, Kasterlee
  "25": "Lier", // Lier, Kontich, Duffel, Nijlen
  "26": "Antwerpen", // Berchem, Wilrijk, Mortsel, Edegem, Hoboken (south of the city)
  "28": "Mechelen", // Mechelen, Willebroek, Boom, Bornem, Puurs
  "29": "Brasschaat", // Schoten, Brasschaat, Kapellen, Kalmthout, Brecht, Essen (north of Antwerpen)
  "30": "Leuven", // Leuven, Kessel-Lo, Herent, Tervuren, Overijse
  "31": "Haacht", // Rotselaar, Haacht, Keerbergen, Tremelo
  "32": "Aarschot", // Aarschot, Diest, Scherpenheuvel-Zichem
  "33": "Tienen", // Tienen, Hoegaarden, Boutersem
  "34": "Landen", // Landen, Zoutleeuw, Kortenaken
  "35": "Hasselt", // Hasselt, Zonhoven, Heusden-Zolder, Beringen, Diepenbeek
  "36": "Genk", // Genk, Maasmechelen, Lanaken, Maaseik
  "37": "Tongeren", // Tongeren, Bilzen, Riemst, Voeren
  "38": "Sint-Truiden", // Sint-Truiden, Borgloon, Gingelom
  "39": "Lommel", // Pelt, Lommel, Bree, Leopoldsburg, Peer
  "40": "Liège", // Liège, Herstal, Chaudfontaine
  "41": "Seraing", // Seraing, Esneux, Sprimont
  "42": "Hannut", // Hannut, Braives (approximate: the prefix is sparse)
  "43": "Waremme", // Waremme, Awans, Oreye
  "44": "Ans", // Ans, Flémalle, Saint-Nicolas, Grâce-Hollogne (west of Liège)
  "45": "Huy", // Huy, Wanze, Amay
  "46": "Visé", // Visé, Fléron, Herve, Oupeye (approximate: spread north and east of Liège)
  "47": "Eupen", // Eupen, Kelmis, Raeren, Sankt Vith (German-speaking east)
  "48": "Verviers", // Verviers, Dison, Welkenraedt
  "49": "Spa", // Spa, Theux, Aywaille, Malmedy, Stavelot
  "50": "Namur", // Namur, Gembloux, Sambreville
  "51": "Namur", // Jambes, Floreffe, Profondeville
  "53": "Andenne", // Andenne, Éghezée, Ciney area
  "55": "Dinant", // Dinant, Beauraing, Rochefort, Ciney
  "56": "Philippeville", // Philippeville, Couvin, Walcourt, Florennes
  "60": "Charleroi", // Charleroi and its districts
  "61": "Charleroi", // Montigny-le-Tilleul, Fontaine-l'Évêque, Anderlues (approximate: around Charleroi)
  "62": "Châtelet", // Châtelet, Fleurus, Farciennes, Gerpinnes
  "64": "Chimay", // Chimay, Froidchapelle
  "65": "Thuin", // Thuin, Beaumont, Lobbes, Erquelinnes
  "66": "Bastogne", // Bastogne, Houffalize, Vielsalm
  "67": "Arlon", // Arlon, Virton, Aubange
  "68": "Bertrix", // Libramont, Bertrix, Neufchâteau, Bouillon, Florenville (approximate: the middle of the area)
  "69": "Marche-en-Famenne", // Marche-en-Famenne, Durbuy, La Roche-en-Ardenne
  "70": "Mons", // Mons, Frameries, Soignies, Braine-le-Comte
  "71": "La Louvière", // La Louvière, Binche, Manage
  "73": "Saint-Ghislain", // Boussu, Saint-Ghislain, Dour, Quaregnon
  "75": "Tournai", // Tournai
  "76": "Péruwelz", // Péruwelz, Antoing, Brunehaut
  "77": "Mouscron", // Mouscron, Comines-Warneton, Estaimpuis
  "78": "Ath", // Ath, Enghien, Lessines
  "79": "Leuze", // Leuze-en-Hainaut (GeoNames: "Leuze", the larger of two), Frasnes-lez-Anvaing, Beloeil
  "80": "Brugge", // Brugge, Oostkamp
  "82": "Brugge", // Sint-Andries, Sint-Michiels, Zedelgem
  "83": "Knokke-Heist", // Knokke-Heist, Blankenberge, Damme
  "84": "Oostende", // Oostende, De Haan, Middelkerke, Gistel
  "85": "Kortrijk", // Kortrijk, Harelbeke, Wevelgem, Zwevegem
  "86": "Diksmuide", // Diksmuide, Veurne, Nieuwpoort, Koksijde, De Panne
  "87": "Tielt", // Tielt, Waregem, Wingene, Beernem
  "88": "Roeselare", // Roeselare, Torhout, Izegem
  "89": "Ieper", // Ieper, Poperinge, Menen, Wervik
  "90": "Gent", // Gent and its districts
  "91": "Sint-Niklaas", // Sint-Niklaas, Beveren, Temse, Lokeren
  "92": "Dendermonde", // Dendermonde, Hamme, Wetteren, Zele
  "93": "Aalst", // Aalst
  "94": "Ninove", // Ninove, Denderleeuw, Erpe-Mere
  "95": "Geraardsbergen", // Geraardsbergen, Herzele
  "96": "Ronse", // Ronse, Zottegem, Brakel
  "97": "Oudenaarde", // Oudenaarde, Kruisem
  "98": "Deinze", // Deinze, Merelbeke, Nazareth, Aalter
  "99": "Eeklo", // Eeklo, Maldegem, Evergem
};

/** The Netherlands: first two digits (10–99, all in use) → main town. */
export const DUTCH_AREAS: Record<string, string> = {
  "10": "Amsterdam",
  "11": "Amsterdam", // Amsterdam-Zuidoost, Diemen, Amstelveen
  "12": "Hilversum", // Hilversum, Huizen, Laren
  "13": "Almere",
  "14": "Purmerend", // Purmerend, Bussum, Aalsmeer, Uithoorn (approximate: the prefix is spread out)
  "15": "Zaandam", // Zaanstad, Wormerveer
  "16": "Hoorn", // Hoorn, Enkhuizen
  "17": "Heerhugowaard", // Heerhugowaard, Schagen, Den Helder
  "18": "Alkmaar", // Alkmaar, Heiloo, Bergen
  "19": "Beverwijk", // Beverwijk, Heemskerk, Castricum, IJmuiden
  "20": "Haarlem",
  "21": "Hoofddorp", // Haarlemmermeer, Heemstede, Lisse, Hillegom
  "22": "Katwijk", // Noordwijk, Katwijk, Wassenaar, Voorschoten (approximate: also Leidschendam and Rijswijk)
  "23": "Leiden",
  "24": "Alphen aan den Rijn",
  "25": "Den Haag",
  "26": "Delft",
  "27": "Zoetermeer",
  "28": "Gouda",
  "29": "Capelle aan den IJssel", // Capelle, Krimpen, Ridderkerk, Alblasserdam
  "30": "Rotterdam",
  "31": "Schiedam", // Schiedam, Vlaardingen, Maassluis
  "32": "Spijkenisse", // Spijkenisse, Hellevoetsluis
  "33": "Dordrecht", // Dordrecht, Papendrecht, Sliedrecht
  "34": "Nieuwegein", // Nieuwegein, IJsselstein, Woerden
  "35": "Utrecht",
  "36": "Maarssen", // Maarssen, Breukelen
  "37": "Zeist", // Zeist, De Bilt, Soest, Baarn
  "38": "Amersfoort",
  "39": "Veenendaal", // Veenendaal, Rhenen, Wijk bij Duurstede
  "40": "Tiel",
  "41": "Culemborg", // Culemborg, Leerdam, Geldermalsen
  "42": "Gorinchem",
  "43": "Zierikzee", // Schouwen-Duiveland, Tholen
  "44": "Goes",
  "45": "Terneuzen", // Zeelandic Flanders
  "46": "Bergen op Zoom",
  "47": "Roosendaal",
  "48": "Breda",
  "49": "Oosterhout",
  "50": "Tilburg",
  "51": "Waalwijk", // Waalwijk, Dongen, Kaatsheuvel
  "52": "'s-Hertogenbosch",
  "53": "Oss", // Oss, Zaltbommel
  "54": "Uden", // Uden, Veghel
  "55": "Veldhoven", // Veldhoven, Valkenswaard
  "56": "Eindhoven",
  "57": "Helmond",
  "58": "Venray", // Venray, Boxmeer
  "59": "Venlo",
  "60": "Weert",
  "61": "Sittard", // Sittard-Geleen, Echt
  "62": "Maastricht",
  "63": "Heerlen", // Valkenburg aan de Geul, Nuth, Landgraaf (approximate: Heerlen, their neighbour)
  "64": "Heerlen", // Heerlen, Kerkrade
  "65": "Nijmegen",
  "66": "Wijchen", // Wijchen, Druten
  "67": "Ede", // Ede, Wageningen
  "68": "Arnhem",
  "69": "Zevenaar", // Zevenaar, Duiven
  "70": "Doetinchem",
  "71": "Winterswijk", // Winterswijk, Aalten
  "72": "Zutphen",
  "73": "Apeldoorn",
  "74": "Deventer",
  "75": "Enschede",
  "76": "Almelo",
  "77": "Hardenberg", // Hardenberg, Dedemsvaart, Coevorden
  "78": "Emmen",
  "79": "Hoogeveen", // Hoogeveen, Meppel
  "80": "Zwolle",
  "81": "Raalte",
  "82": "Lelystad", // Lelystad, Kampen
  "83": "Emmeloord", // Noordoostpolder, Steenwijk
  "84": "Heerenveen", // Heerenveen, Gorredijk, Oosterwolde
  "85": "Joure",
  "86": "Sneek",
  "87": "Bolsward",
  "88": "Franeker", // Franeker, Harlingen
  "89": "Leeuwarden",
  "90": "Leeuwarden", // Grou and the villages around Leeuwarden (approximate)
  "91": "Dokkum",
  "92": "Drachten",
  "93": "Roden", // Roden, Leek
  "94": "Assen",
  "95": "Stadskanaal",
  "96": "Hoogezand", // Hoogezand, Veendam
  "97": "Groningen",
  "98": "Zuidhorn", // west of Groningen (approximate)
  "99": "Delfzijl", // Delfzijl, Appingedam
};

/** Luxembourg: the first digit after "L-" → main town. */
export const LUXEMBOURG_AREAS: Record<string, string> = {
  "1": "Luxembourg",
  "2": "Luxembourg",
  "3": "Esch-sur-Alzette", // the south: Dudelange, Bettembourg
  "4": "Esch-sur-Alzette", // the south-west: Esch, Differdange, Pétange
  "5": "Remich", // the south-east: Remich, Mondorf-les-Bains, Sandweiler (approximate)
  "6": "Grevenmacher", // the east: Grevenmacher, Echternach, Junglinster (approximate)
  "7": "Mersch", // the centre: Mersch, Lintgen, Bissen
  "8": "Strassen", // the west: Strassen, Bertrange, Mamer, Steinfort
  "9": "Ettelbruck", // the north: Ettelbruck, Diekirch, Wiltz, Clervaux
};
