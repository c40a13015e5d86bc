import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'Botas y barra: consejos prácticos para usar la férula en el día a día',
    excerpt:
      'La férula de abducción mantiene la corrección del pie zambo. Estos consejos sobre rutinas, calcetines, ajuste de las botas y cuidado de la piel te ayudarán a que la férula forme parte de la vida familiar.',
    content: `<p>Cuando retiran el último yeso, muchos padres y madres sienten un gran alivio, que pronto da paso a los nervios por la férula. La férula de abducción, que suele llamarse «botas y barra», es lo que impide que la corrección se pierda, así que es una parte muy importante del tratamiento. Al principio puede imponer, pero la mayoría de las familias descubren que, en un par de semanas, la férula ya forma parte del día a día.</p>
<h2>Cómo se lleva la férula</h2>
<p>La férula está formada por dos zapatos o botas unidos a una barra. La barra mantiene los pies separados más o menos a la anchura de los hombros y girados hacia fuera, con los ángulos que tu equipo fija para tu hijo o hija. Durante aproximadamente los tres primeros meses, la férula se lleva unas 23 horas al día. Después, tu hijo la lleva por la noche y durante las siestas, normalmente hasta los 4 o 5 años. Tu equipo te dirá exactamente cuándo cambiar el horario de uso de la férula.</p>
<h2>Los primeros días suelen ser los más difíciles</h2>
<p>Es muy frecuente que los bebés estén molestos o lloren más en los primeros días con la férula. La férula es algo nuevo, no pueden mover las piernas por separado como estaban acostumbrados y el sueño puede alterarse. En esta etapa, el llanto no suele significar que la férula le haga daño o que algo esté mal. La mayoría de los niños se adaptan en unos días o, como mucho, en un par de semanas. Consuela a tu bebé, mantén rutinas tranquilas y recuerda que esto se hace más fácil. Si tu bebé parece tener dolor, o sigue muy alterado pasada más o menos la primera semana, llama a tu clínica.</p>
<h2>Cómo poner las botas</h2>
<ul>
<li>Usa calcetines finos de algodón, limpios, que queden bien y cubran toda la piel que toca el zapato. Alisa todas las arrugas: un pliegue en el calcetín puede rozar.</li>
<li>Muchos padres ponen primero el pie que cuesta más calzar, a menudo el pie zambo, mientras su hijo está tranquilo.</li>
<li>Empuja con suavidad el talón hasta el fondo de la parte trasera del zapato. Muchos zapatos de férula tienen una pequeña abertura para que puedas ver o notar el talón. Doblar la rodilla puede ayudar a que el talón baje hasta su sitio.</li>
<li>Abrocha primero la correa del tobillo, porque es la que sujeta el talón en su sitio, y luego las demás correas o los cordones, siguiendo las instrucciones de tu modelo de férula.</li>
<li>Comprueba que los dedos de los pies quedan planos y no doblados hacia abajo.</li>
</ul>
<h2>Revisar el ajuste a medida que tu hijo crece</h2>
<p>Los zapatos de la férula se quedan pequeños igual que los zapatos normales. Conviene revisar el ajuste si los dedos llegan al final del zapato, si aparecen marcas rojas que no desaparecen o si el talón se sale del zapato una y otra vez. Pide a tu equipo que revise la talla en las citas, y llama entre una visita y otra si tienes dudas. Nunca cambies por tu cuenta la configuración de la barra.</p>
<h2>Cuidar la piel</h2>
<p>Revisa los pies de tu hijo cada vez que le quites las botas. Es habitual ver marcas de color rosa claro que se desvanecen poco después de quitar las botas. Las ampollas, la piel abierta o las zonas rojas que no desaparecen pueden ser úlceras por presión y necesitan atención: comunícate con tu clínica para que te aconsejen, en lugar de simplemente dejar de poner la férula. Consulta a tu equipo antes de aplicar cremas o lociones en la piel que queda bajo las correas, porque algunas pueden ablandar la piel.</p>
<h2>Haz que la barra forme parte del juego</h2>
<p>Los niños aprenden rápido a moverse con la barra. Anima a tu bebé a patalear con las dos piernas a la vez, a doblar y estirar las rodillas y a darse la vuelta. Muchos niños pequeños aprenden a gatear, a sentarse e incluso a ponerse de pie agarrándose a algo con la barra puesta. Algunas familias cubren la barra con una funda acolchada para proteger los muebles, a los hermanos y tus propias espinillas.</p>
<h2>Crear una rutina</h2>
<ul>
<li>Asocia la férula a cosas que ya haces cada día: baño, pijama, cuento, férula, a dormir.</li>
<li>Aprovecha el tiempo sin férula para el baño y los mimos, y luego vuelve a ponerla enseguida.</li>
<li>Guarda calcetines de repuesto junto a la férula y pon el horario en una tabla para que todas las personas que cuidan de tu hijo conozcan la rutina.</li>
<li>Enseña a los abuelos, a la niñera y a cualquier otra persona que te ayude cómo poner la férula correctamente.</li>
</ul>
<h2>Nunca la dejes antes de tiempo sin hablar con tu equipo</h2>
<p>Cuando los pies se ven bien, puede ser tentador aflojar. Pero la férula es lo que evita la recaída, y dejarla antes de tiempo es una de las razones más frecuentes por las que un pie zambo empieza a volver a su posición anterior. Si usar la férula se está volviendo muy difícil, por llagas, problemas de sueño, una enfermedad o circunstancias familiares, díselo a tu equipo de tratamiento. A menudo hay soluciones, y prefieren mil veces ayudarte ahora que enterarse más tarde.</p>
<p>La tabla de rutina diaria adjunta a este artículo puede ayudarte a llevar el control. Es una orientación general; la clínica de tu hijo te dará el horario y las instrucciones adecuados para su caso.</p>`,
  },
  fr: {
    title: "Chaussures et barre : conseils pratiques pour l'attelle au quotidien",
    excerpt:
      "L'attelle d'abduction maintient la correction du pied bot. Ces conseils sur les routines, les chaussettes, l'ajustement des chaussures et les soins de la peau vous aideront à l'intégrer à la vie de famille.",
    content: `<p>Quand le dernier plâtre est retiré, beaucoup de parents ressentent un immense soulagement, vite suivi d'une certaine appréhension à l'idée de l'attelle. L'attelle d'abduction, souvent appelée « chaussures et barre », est ce qui empêche la correction de se perdre : c'est donc une partie très importante du traitement. Cela peut sembler intimidant au début, mais la plupart des familles constatent qu'au bout d'une ou deux semaines, l'attelle fait tout simplement partie de la journée.</p>
<h2>Comment se porte l'attelle</h2>
<p>L'attelle se compose de deux chaussures ou bottines fixées à une barre. La barre maintient les pieds écartés à peu près de la largeur des épaules et tournés vers l'extérieur, selon des angles que votre équipe règle pour votre enfant. Pendant les trois premiers mois environ, l'attelle se porte près de 23 heures par jour. Ensuite, votre enfant la porte la nuit et pendant les siestes, généralement jusqu'à l'âge de 4 à 5 ans. Votre équipe vous dira précisément quand modifier le rythme de port de l'attelle.</p>
<h2>Les premiers jours sont souvent les plus difficiles</h2>
<p>Il est très fréquent que les bébés soient grognons ou pleurent beaucoup pendant les premiers jours avec l'attelle. C'est une sensation nouvelle, leurs jambes ne peuvent plus bouger séparément comme ils en avaient l'habitude, et le sommeil peut être perturbé. À ce stade, les pleurs ne signifient généralement pas que l'attelle fait mal ou qu'il y a un problème. La plupart des enfants s'habituent en quelques jours, ou en une ou deux semaines. Réconfortez votre enfant, gardez des routines calmes et rappelez-vous que cela devient plus facile. Si votre enfant semble avoir mal, ou s'il reste très perturbé au-delà de la première semaine environ, appelez le service qui le suit.</p>
<h2>Mettre les chaussures</h2>
<ul>
<li>Utilisez des chaussettes fines en coton, propres et bien ajustées, qui couvrent toute la peau en contact avec la chaussure. Lissez chaque pli : une chaussette froissée peut frotter.</li>
<li>Beaucoup de parents commencent par le pied le plus difficile à chausser, souvent le pied bot, pendant que leur enfant est calme.</li>
<li>Poussez doucement le talon bien au fond de la chaussure. Beaucoup de chaussures d'attelle ont une petite ouverture qui permet de voir ou de sentir le talon. Plier le genou peut aider le talon à bien descendre.</li>
<li>Attachez d'abord la sangle de la cheville, car c'est elle qui maintient le talon en place, puis les autres sangles ou les lacets, en suivant les instructions de votre modèle d'attelle.</li>
<li>Vérifiez que les orteils sont bien à plat et pas recroquevillés en dessous.</li>
</ul>
<h2>Vérifier l'ajustement à mesure que votre enfant grandit</h2>
<p>Les chaussures d'attelle deviennent trop petites, exactement comme des chaussures ordinaires. Il faut faire vérifier l'ajustement si les orteils touchent le bout de la chaussure, si des marques rouges ne disparaissent pas ou si le talon sort de la chaussure à plusieurs reprises. Demandez à votre équipe de vérifier la pointure lors des rendez-vous, et appelez entre deux visites en cas de doute. Ne modifiez jamais vous-même les réglages de la barre.</p>
<h2>Prendre soin de la peau</h2>
<p>Examinez les pieds de votre enfant chaque fois que vous retirez les chaussures. Des marques rose pâle qui s'estompent peu après le retrait des chaussures sont courantes. Des ampoules, une peau abîmée ou des zones rouges qui ne s'estompent pas peuvent être des plaies dues à la pression, et il faut s'en occuper : contactez le service qui suit votre enfant pour avoir des conseils, plutôt que de simplement laisser l'attelle de côté. Demandez l'avis de votre équipe avant d'appliquer des crèmes ou des lotions sur la peau sous les sangles, car certaines peuvent ramollir la peau.</p>
<h2>Faire de la barre un jeu</h2>
<p>Les enfants apprennent vite à bouger avec la barre. Encouragez votre bébé à donner des coups de pied avec les deux jambes ensemble, à plier et tendre les genoux, et à se retourner. Beaucoup de tout-petits apprennent à se déplacer à quatre pattes, à s'asseoir et même à se mettre debout en s'agrippant, avec la barre aux pieds. Certaines familles recouvrent la barre d'une housse rembourrée pour protéger les meubles, les frères et sœurs, et vos propres tibias.</p>
<h2>Mettre en place une routine</h2>
<ul>
<li>Associez l'attelle à des gestes que vous faites déjà chaque jour : bain, pyjama, histoire, attelle, dodo.</li>
<li>Profitez des moments sans attelle pour le bain et les câlins, puis remettez l'attelle sans tarder.</li>
<li>Gardez des chaussettes de rechange avec l'attelle, et affichez le planning sur un tableau pour que toutes les personnes qui s'occupent de votre enfant connaissent la routine.</li>
<li>Montrez aux grands-parents, à la nounou et à toute autre personne qui vous aide comment mettre correctement l'attelle.</li>
</ul>
<h2>N'arrêtez jamais plus tôt sans en parler à votre équipe</h2>
<p>Quand les pieds ont l'air bien, on peut être tenté de relâcher ses efforts. Mais c'est l'attelle qui prévient la récidive, et l'arrêter trop tôt est l'une des raisons les plus fréquentes pour lesquelles un pied bot commence à se redéformer. Si le port de l'attelle devient très difficile, à cause de plaies, de troubles du sommeil, d'une maladie ou de la situation familiale, parlez-en à votre équipe soignante. Il existe souvent des solutions, et elle préfère de loin vous aider maintenant que l'apprendre plus tard.</p>
<p>Le tableau de routine quotidienne joint à cet article peut vous aider à vous y retrouver. Il s'agit de conseils généraux ; le service qui suit votre enfant vous donnera le rythme et les consignes adaptés à son cas.</p>`,
  },
} satisfies SeedArticleTranslations;
