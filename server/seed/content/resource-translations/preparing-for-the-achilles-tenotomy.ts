import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'Prepararse para la tenotomía del tendón de Aquiles: qué esperar',
    excerpt:
      'La mayoría de los bebés tratados con el método Ponseti pasan por un procedimiento breve para liberar el tendón de Aquiles. Te contamos qué ocurre antes, durante y después, y cómo prepararte.',
    content: `<p>Hacia el final de la fase de yesos, es posible que tu equipo te diga que tu bebé está listo para la tenotomía. Para muchos padres es el momento que más miedo da, porque es el único paso del tratamiento con el método Ponseti que implica un procedimiento. Ayuda saber que la tenotomía es muy frecuente, que es rápida y que los bebés suelen recuperarse sorprendentemente bien.</p>
<h2>Por qué hace falta una tenotomía</h2>
<p>Los yesos corrigen poco a poco la parte delantera y la parte media del pie. Pero el tendón de Aquiles, el cordón fuerte que está en la parte de atrás del tobillo, suele estar demasiado tenso para estirarse lo suficiente solo con los yesos. Si sigue tenso, el talón no puede bajar del todo y el tobillo no puede doblarse hacia arriba como debería. En la mayoría de los niños, aproximadamente entre el 80 y el 90 por ciento de los tratados con el método Ponseti, liberar este tendón es la mejor manera de completar la corrección.</p>
<p>Tu equipo decidirá si hace falta una tenotomía comprobando cuánto se dobla el tobillo hacia arriba una vez corregido el resto del pie. Algunos bebés no la necesitan.</p>
<h2>Qué ocurre</h2>
<p>Cada centro trabaja a su manera, así que tu equipo te explicará cómo lo hace. En muchos centros, la tenotomía se hace en la clínica o en una sala de procedimientos con <strong>anestesia local</strong>, que adormece la zona. Algunos centros usan otro tipo de anestesia para algunos niños. Se limpia la piel y el profesional hace una abertura diminuta en la parte de atrás del talón y libera el tendón. El procedimiento en sí suele durar solo unos minutos, y la abertura es tan pequeña que muchas veces no necesita puntos.</p>
<p>Justo después se coloca un último yeso largo, que cubre toda la pierna y mantiene el pie en la posición totalmente corregida. Este yeso suele llevarse <strong>unas 3 semanas</strong>. Durante ese tiempo, el tendón cicatriza y vuelve a unirse, ahora con una longitud algo mayor.</p>
<h2>Cómo prepararte</h2>
<ul>
<li>Pregunta en la clínica si tu bebé debe comer a una hora concreta antes, y sigue sus instrucciones al pie de la letra.</li>
<li>Lleva lo necesario para darle de comer, el chupete si lo usa, su mantita favorita y una muda de ropa.</li>
<li>Pregunta si puedes quedarte con tu bebé durante el procedimiento. Muchas clínicas animan a los padres a quedarse para consolar a su hijo.</li>
<li>Si puedes, ve con otro adulto que te ayude en el camino de vuelta a casa.</li>
<li>Apunta tus preguntas, por ejemplo qué medicamento para el dolor darle después y a quién llamar fuera del horario de atención.</li>
</ul>
<h2>Después</h2>
<p>Es habitual que los bebés lloren durante el procedimiento, sobre todo porque hay que sujetarlos para que no se muevan, y que estén algo inquietos durante un rato después. Darles de comer y abrazarlos suele ayudarlos a calmarse enseguida. Tu equipo te indicará qué medicamento para el dolor es adecuado para la edad y el peso de tu bebé. Puede aparecer una pequeña mancha de sangre en el yeso, cerca del talón; pregunta a tu equipo qué es normal y llámalos si la mancha sigue creciendo.</p>
<p>Cuida este último yeso igual que los anteriores: mantenlo limpio y seco, y revisa los dedos a menudo. Ponte en contacto con tu clínica de inmediato si los dedos se ven pálidos, azules o hinchados, si el yeso se desliza, si hay mal olor, o si tu bebé tiene fiebre o parece enfermo.</p>
<h2>Preocupaciones frecuentes</h2>
<p><strong>¿Lo recordará mi bebé?</strong> Los bebés no recuerdan el procedimiento. Lo que necesitan ese día es lo que ya les das: calor, alimento y tu voz.</p>
<p><strong>¿Quedará débil el tendón?</strong> El tendón cicatriza durante el periodo del último yeso. El objetivo es un tendón que funcione bien con una longitud un poco mayor, para que el tobillo pueda moverse correctamente.</p>
<p><strong>¿Significa que los yesos no funcionaron?</strong> No. En la mayoría de los niños, la tenotomía es una parte prevista del tratamiento con el método Ponseti, no un retroceso.</p>
<h2>Qué viene después</h2>
<p>Cuando le quiten el último yeso, al cabo de unas tres semanas, a tu bebé le pondrán la férula de abducción, a menudo llamada «botas y barra». Es un momento muy especial, porque la fase de corrección ha terminado. La siguiente fase consiste en mantener esa corrección mientras tu bebé crece.</p>
<h2>Unas palabras para los padres preocupados</h2>
<p>Es natural sentir angustia ante cualquier procedimiento que le hagan a tu bebé. Habla de tus preocupaciones con tu equipo de tratamiento antes de ese día. Hacen tenotomías con regularidad y pueden explicarte los beneficios y los riesgos en el caso concreto de tu hijo, y qué harán para que tu bebé esté cómodo.</p>`,
  },
  fr: {
    title: 'Se préparer à la ténotomie du tendon d’Achille : à quoi s’attendre',
    excerpt:
      'La plupart des bébés traités par la méthode de Ponseti passent par une courte intervention pour libérer le tendon d’Achille. Voici ce qui se passe avant, pendant et après, et comment vous y préparer.',
    content: `<p>Vers la fin de la phase des plâtres, votre équipe vous dira peut-être que votre bébé est prêt pour la ténotomie. Pour beaucoup de parents, c’est le moment le plus intimidant, car c’est la seule étape du traitement par la méthode de Ponseti qui comporte une intervention. Il est rassurant de savoir que la ténotomie est très courante, qu’elle est rapide et que les bébés s’en remettent en général remarquablement bien.</p>
<h2>Pourquoi une ténotomie est nécessaire</h2>
<p>Les plâtres corrigent progressivement l’avant et le milieu du pied. Mais le tendon d’Achille, ce cordon solide situé à l’arrière de la cheville, est souvent trop tendu pour s’étirer suffisamment avec les seuls plâtres. S’il reste tendu, le talon ne peut pas descendre complètement et la cheville ne peut pas se plier vers le haut comme elle le devrait. Pour la plupart des enfants, soit environ 80 à 90 pour cent de ceux qui sont traités par la méthode de Ponseti, libérer ce tendon est le meilleur moyen de terminer la correction.</p>
<p>Votre équipe décidera si une ténotomie est nécessaire en vérifiant jusqu’où la cheville se plie vers le haut une fois le reste du pied corrigé. Certains bébés n’en ont pas besoin.</p>
<h2>Comment cela se passe</h2>
<p>Les pratiques varient d’un centre à l’autre ; votre équipe vous expliquera donc la sienne. Dans de nombreux centres, la ténotomie se fait en consultation ou en salle de soins, sous <strong>anesthésie locale</strong>, qui insensibilise la zone. Certains centres utilisent un autre type d’anesthésie pour certains enfants. La peau est nettoyée, puis le praticien fait une toute petite ouverture à l’arrière du talon et libère le tendon. L’intervention elle-même ne dure généralement que quelques minutes, et l’ouverture est si petite qu’elle ne nécessite souvent pas de points de suture.</p>
<p>Juste après, on pose un dernier plâtre long, qui couvre toute la jambe et maintient le pied dans la position entièrement corrigée. Ce plâtre reste généralement en place <strong>environ 3 semaines</strong>. Pendant ce temps, le tendon cicatrise et se ressoude en étant un peu plus long.</p>
<h2>Comment vous préparer</h2>
<ul>
<li>Demandez à votre centre si votre bébé doit manger à une heure précise avant l’intervention, et suivez exactement ses consignes.</li>
<li>Prévoyez de quoi nourrir votre bébé, sa tétine s’il en utilise une, sa couverture préférée et des vêtements de rechange.</li>
<li>Demandez si vous pouvez rester avec votre bébé pendant l’intervention. Beaucoup de centres encouragent les parents à rester pour réconforter leur enfant.</li>
<li>Si possible, venez avec un autre adulte pour vous aider pendant le trajet du retour.</li>
<li>Notez vos questions, par exemple quel médicament contre la douleur donner ensuite et qui appeler en dehors des heures d’ouverture.</li>
</ul>
<h2>Après l’intervention</h2>
<p>Les bébés pleurent souvent pendant l’intervention, surtout parce qu’on doit les maintenir immobiles, et ils peuvent être agités quelque temps après. La tétée ou le biberon et les câlins les aident généralement à se calmer rapidement. Votre équipe vous indiquera quel médicament contre la douleur convient à l’âge et au poids de votre bébé. Une petite tache de sang peut apparaître sur le plâtre près du talon ; demandez à votre équipe à quoi vous attendre, et appelez-la si la tache continue de s’agrandir.</p>
<p>Prenez soin de ce dernier plâtre comme des précédents : gardez-le propre et sec, et vérifiez régulièrement les orteils. Contactez immédiatement votre centre si les orteils sont pâles, bleus ou gonflés, si le plâtre glisse, s’il dégage une mauvaise odeur, ou si votre bébé a de la fièvre ou semble malade.</p>
<h2>Les inquiétudes fréquentes</h2>
<p><strong>Mon bébé s’en souviendra-t-il ?</strong> Les bébés ne se souviennent pas de l’intervention. Ce dont ils ont besoin ce jour-là, c’est de ce que vous leur donnez déjà : de la chaleur, à manger et votre voix.</p>
<p><strong>Le tendon sera-t-il affaibli ?</strong> Le tendon cicatrise pendant la période du dernier plâtre. L’objectif est d’obtenir un tendon qui fonctionne bien avec une longueur légèrement plus grande, pour que la cheville puisse bouger correctement.</p>
<p><strong>Est-ce le signe que les plâtres n’ont pas fonctionné ?</strong> Non. Pour la plupart des enfants, la ténotomie est une étape prévue du traitement par la méthode de Ponseti, pas un retour en arrière.</p>
<h2>La suite</h2>
<p>Lorsque le dernier plâtre sera retiré, au bout d’environ trois semaines, votre bébé recevra son attelle d’abduction, souvent appelée « chaussures et barre ». C’est une belle étape, car la phase de correction est terminée. La phase suivante consiste à maintenir cette correction pendant que votre bébé grandit.</p>
<h2>Un mot pour les parents inquiets</h2>
<p>Il est naturel de ressentir de l’angoisse à l’idée d’une intervention sur votre bébé. Parlez de vos inquiétudes avec votre équipe soignante avant le jour prévu. Elle pratique régulièrement des ténotomies et peut vous expliquer les bénéfices et les risques pour votre enfant en particulier, ainsi que ce qu’elle fera pour que votre bébé soit à l’aise.</p>`,
  },
} satisfies SeedArticleTranslations;
