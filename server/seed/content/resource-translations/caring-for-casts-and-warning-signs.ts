import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'Cómo cuidar los yesos de tu bebé: revisiones diarias y señales de alarma',
    excerpt:
      'Unos hábitos diarios sencillos mantienen los yesos limpios, secos y cómodos, y conocer las señales de alarma te permite actuar rápido si algo no va bien.',
    content: `<p>Durante la fase de yesos del tratamiento con el método Ponseti, a tu bebé le pondrán un yeso nuevo cada semana. Los yesos son muy seguros, y la mayoría de los bebés se acostumbran a ellos en uno o dos días. Unos pocos hábitos sencillos en casa ayudarán a que tu bebé esté cómodo y a que cada yeso cumpla bien su función.</p>
<h2>Las primeras horas</h2>
<p>Un yeso recién puesto necesita tiempo para secarse y endurecerse por completo. Durante el primer día, manipúlalo con cuidado, sostenlo con toda la mano en lugar de con la punta de los dedos y evita apoyarlo sobre bordes duros que puedan hundirlo. Déjalo descubierto para que se seque al aire. Es posible que lo notes tibio mientras se endurece; es normal.</p>
<h2>Revisiones diarias</h2>
<p>Varias veces al día, y sobre todo al cambiarle el pañal, echa un vistazo rápido a los dedos de los pies de tu bebé y a los bordes del yeso.</p>
<ul>
<li><strong>Color:</strong> los dedos de los pies deben estar rosados, como los de las manos. Presiona suavemente una uña; el color debe volver rápidamente cuando la sueltes.</li>
<li><strong>Temperatura:</strong> los dedos deben estar más o menos igual de calientes que el resto del cuerpo de tu bebé.</li>
<li><strong>Movimiento:</strong> deberías ver que mueve los dedos, sobre todo cuando le haces cosquillas.</li>
<li><strong>Posición:</strong> los dedos deben quedarse en el mismo sitio en el extremo del yeso. Fíjate el primer día en qué parte de los dedos se ve; algunos padres dibujan una pequeña línea en el yeso a la altura de la punta de los dedos para poder comprobarlo fácilmente.</li>
<li><strong>Piel:</strong> revisa la piel alrededor del borde superior del yeso y alrededor de los dedos por si hay enrojecimiento, roces o llagas.</li>
</ul>
<h2>Cómo mantener el yeso limpio y seco</h2>
<p>El yeso se ablanda si se moja, así que durante un tiempo la hora del baño cambia. En lugar de bañar a tu bebé, lávalo con una esponja, manteniendo los yesos fuera del agua. Pregunta en tu clínica cómo prefieren que coloques el pañal alrededor de la parte superior de los yesos; el objetivo es que el pipí y la caca no toquen el yeso. Cambia el pañal en cuanto esté sucio y limpia cualquier mancha de la parte exterior del yeso con un paño apenas húmedo.</p>
<p>Nunca metas nada dentro del yeso, como bastoncillos o hisopos de algodón, juguetes, talco o crema, aunque parezca que a tu bebé le pica. Las cosas pueden quedarse atrapadas y causar llagas.</p>
<h2>Comodidad y ropa</h2>
<p>La ropa holgada, como pijamas enteros de una talla más o calentadores de piernas, se pone más fácilmente sobre los yesos. Al principio los yesos pueden parecer pesados, así que sostén las piernas de tu bebé cuando lo levantes. La mayoría de los bebés duermen, comen y juegan con normalidad con los yesos puestos. Si tu bebé parece muy inquieto durante mucho rato, revisa los dedos y los bordes del yeso, y llama a tu clínica si tienes dudas.</p>
<h2>Señales de alarma: ponte en contacto con la clínica de inmediato</h2>
<p>Si notas cualquiera de las siguientes señales, llama a tu clínica enseguida o, si no consigues comunicarte con ella, busca atención médica urgente:</p>
<ul>
<li>Dedos <strong>fríos, pálidos, azulados o amoratados</strong>, o que no vuelven a ponerse rosados después de presionarlos</li>
<li>Dedos <strong>hinchados</strong></li>
<li>El yeso <strong>se desliza</strong>: los dedos se ven más cortos o <strong>desaparecen dentro del yeso</strong>, o el yeso baja por la pierna</li>
<li>Un <strong>mal olor</strong> que sale del yeso</li>
<li><strong>Fiebre</strong>, o que tu bebé no parezca encontrarse bien en general</li>
<li><strong>Enrojecimiento</strong>, roces o <strong>llagas en la piel</strong> en los bordes del yeso, o cualquier líquido o mancha que traspase el yeso</li>
<li>Un yeso agrietado, blando o muy sucio</li>
<li>Un llanto que no es habitual en tu bebé y que no consigues calmar</li>
</ul>
<p>Que el yeso se deslice no es culpa tuya, y no es algo que debas intentar arreglar por tu cuenta. Pero sí es necesario que lo revisen rápidamente, porque un yeso que se ha movido ya no sujeta bien el pie y puede presionar la piel.</p>
<h2>Antes de los cambios de yeso</h2>
<p>Cada clínica retira los yesos a su manera. Algunas piden a los padres que, poco antes de la cita, remojen el yeso en casa para quitarlo; otras lo retiran en la propia clínica. Sigue las instrucciones de tu equipo. Si te piden que lo remojes para quitarlo, date tiempo de sobra, usa agua tibia y mantén a tu bebé abrigado y a gusto después.</p>
<h2>Cuídate tú también</h2>
<p>Las semanas de yesos pueden ser ajetreadas y cansadas, con citas cada semana y revisiones constantes. Es normal. Ayuda compartir las revisiones con otro adulto, y tener el número de teléfono de la clínica guardado en tu teléfono y anotado en un lugar bien visible de la casa.</p>
<h2>Descarga la lista de verificación</h2>
<p>Nuestra lista de verificación para el cuidado de los yesos, que puedes imprimir y que encontrarás adjunta a este artículo, es práctica para tenerla pegada en el refrigerador o en la bolsa de los pañales. Como siempre, esta es una orientación general. Tu propio equipo de tratamiento conoce a tu bebé y es a quien primero debes llamar ante cualquier duda.</p>`,
  },
  fr: {
    title: 'Prendre soin des plâtres de votre bébé : vérifications quotidiennes et signes d’alerte',
    excerpt:
      'Quelques gestes simples au quotidien gardent les plâtres propres, secs et confortables, et connaître les signes d’alerte vous permet d’agir vite si quelque chose ne va pas.',
    content: `<p>Pendant la phase des plâtres du traitement par la méthode de Ponseti, votre bébé aura un nouveau plâtre chaque semaine. Les plâtres sont très sûrs, et la plupart des bébés s’y habituent en un jour ou deux. Quelques gestes simples à la maison permettront à votre bébé d’être à l’aise et aideront chaque plâtre à bien jouer son rôle.</p>
<h2>Les premières heures</h2>
<p>Un plâtre tout juste posé a besoin de temps pour sécher et durcir complètement. Le premier jour, manipulez-le avec douceur, soutenez-le avec toute la main plutôt qu’avec le bout des doigts, et évitez de le poser sur des bords durs qui pourraient le creuser. Laissez-le à l’air libre pour qu’il sèche. Il peut sembler tiède pendant qu’il durcit : c’est normal.</p>
<h2>Les vérifications quotidiennes</h2>
<p>Plusieurs fois par jour, et surtout au moment de changer la couche, jetez un coup d’œil rapide aux orteils de votre bébé et aux bords du plâtre.</p>
<ul>
<li><strong>Couleur :</strong> les orteils doivent être roses, comme les doigts. Appuyez doucement sur un ongle ; la couleur doit revenir rapidement quand vous relâchez.</li>
<li><strong>Chaleur :</strong> les orteils doivent être à peu près aussi chauds que le reste du corps de votre bébé.</li>
<li><strong>Mouvement :</strong> vous devez voir les orteils bouger, surtout quand vous les chatouillez.</li>
<li><strong>Position :</strong> les orteils doivent rester au même endroit au bout du plâtre. Notez le premier jour quelle partie des orteils dépasse ; certains parents tracent un petit trait sur le plâtre au niveau du bout des orteils pour pouvoir le vérifier facilement.</li>
<li><strong>Peau :</strong> regardez la peau autour du bord supérieur du plâtre et autour des orteils, à la recherche de rougeurs, de frottements ou de plaies.</li>
</ul>
<h2>Garder le plâtre propre et sec</h2>
<p>Le plâtre ramollit s’il est mouillé : l’heure du bain change donc pendant quelque temps. Au lieu de donner le bain à votre bébé, faites-lui sa toilette au gant ou à l’éponge, en gardant les plâtres hors de l’eau. Demandez à votre centre de soins comment placer la couche autour du haut des plâtres ; le but est d’éviter que le pipi et le caca touchent le plâtre. Changez la couche sans attendre, et essuyez les taches sur l’extérieur du plâtre avec un linge à peine humide.</p>
<p>N’introduisez jamais rien à l’intérieur du plâtre, comme des cotons-tiges, des jouets, du talc ou de la crème, même si votre bébé semble avoir des démangeaisons. Ces objets peuvent rester coincés et provoquer des plaies.</p>
<h2>Confort et vêtements</h2>
<p>Les vêtements amples, comme des pyjamas une pièce d’une taille au-dessus ou des jambières, s’enfilent plus facilement par-dessus les plâtres. Les plâtres peuvent sembler lourds au début, alors soutenez les jambes de votre bébé quand vous le soulevez. La plupart des bébés dorment, mangent et jouent normalement avec leurs plâtres. Si votre bébé semble très agité pendant longtemps, vérifiez les orteils et les bords du plâtre, et appelez votre centre de soins en cas de doute.</p>
<h2>Signes d’alerte : contactez le centre de soins immédiatement</h2>
<p>Si vous remarquez l’un des signes suivants, appelez tout de suite votre centre de soins ou, si vous ne parvenez pas à le joindre, consultez en urgence :</p>
<ul>
<li>Des orteils <strong>froids, pâles, bleus ou violacés</strong>, ou qui ne redeviennent pas roses après une pression</li>
<li>Des orteils <strong>gonflés</strong></li>
<li>Un plâtre qui <strong>glisse</strong> : des orteils qui paraissent plus courts ou qui <strong>disparaissent dans le plâtre</strong>, ou un plâtre qui descend le long de la jambe</li>
<li>Une <strong>mauvaise odeur</strong> qui vient du plâtre</li>
<li>De la <strong>fièvre</strong>, ou un bébé qui semble aller mal de façon générale</li>
<li>Des <strong>rougeurs</strong>, des frottements ou des <strong>plaies sur la peau</strong> aux bords du plâtre, ou tout liquide ou toute tache qui traverse le plâtre</li>
<li>Un plâtre fissuré, mou ou très sale</li>
<li>Des pleurs inhabituels chez votre bébé, que vous n’arrivez pas à calmer</li>
</ul>
<p>Si un plâtre a glissé, ce n’est pas de votre faute, et ce n’est pas à vous d’essayer d’y remédier. Mais il doit être vu rapidement, car un plâtre qui a bougé ne maintient plus correctement le pied et peut appuyer sur la peau.</p>
<h2>Avant les changements de plâtre</h2>
<p>Les centres de soins n’enlèvent pas tous les plâtres de la même façon. Certains demandent aux parents de faire tremper le plâtre à la maison pour l’enlever peu avant le rendez-vous ; d’autres le retirent sur place. Suivez les consignes de votre propre équipe. Si l’on vous demande de le faire tremper, prévoyez largement le temps nécessaire, utilisez de l’eau tiède et gardez ensuite votre bébé bien au chaud.</p>
<h2>Prendre soin de vous</h2>
<p>Les semaines de plâtres peuvent être chargées et fatigantes, avec des rendez-vous chaque semaine et des vérifications constantes. C’est normal. Cela aide de partager les vérifications avec un autre adulte, et de garder le numéro du centre de soins enregistré dans votre téléphone et noté à un endroit bien visible à la maison.</p>
<h2>Téléchargez la liste de contrôle</h2>
<p>Notre liste de contrôle à imprimer pour l’entretien des plâtres, jointe à cet article, est pratique à garder sur le réfrigérateur ou dans le sac à langer. Comme toujours, il s’agit de conseils généraux. Votre propre équipe soignante connaît votre bébé, et c’est elle qu’il faut appeler en premier pour toute question.</p>`,
  },
} satisfies SeedArticleTranslations;
