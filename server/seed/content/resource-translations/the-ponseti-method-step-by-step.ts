import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'El método Ponseti, paso a paso',
    excerpt:
      'Yesos semanales, un procedimiento rápido en el tendón de Aquiles y años de botas y barra por la noche: un recorrido en lenguaje sencillo por el tratamiento que recibe hoy la mayoría de los niños con pie zambo.',
    content: `<p>El método Ponseti es el tratamiento que hoy utilizan la mayoría de las consultas de pie zambo en todo el mundo. Lo desarrolló el Dr. Ignacio Ponseti en la Universidad de Iowa y, con los años, ha sustituido en gran medida a las grandes operaciones que antes eran habituales. Es suave, usa materiales sencillos y, cuando se sigue con cuidado, permite que la mayoría de los niños tengan un pie flexible, fuerte y cómodo.</p>
<p>El tratamiento tiene dos fases: una <strong>fase de corrección</strong>, en la que el pie se lleva poco a poco a una buena posición, y una <strong>fase de mantenimiento</strong>, en la que esa posición se conserva mientras el niño crece.</p>
<h2>Paso 1: Manipulación suave y yesos semanales</h2>
<p>El tratamiento suele empezar en las primeras semanas de vida. En cada visita, el profesional estira y mueve con suavidad el pie de tu bebé durante un rato corto, guiándolo un poco más hacia la posición correcta. Después le pone un yeso para mantener el pie en esa posición.</p>
<p>Son <strong>yesos largos</strong>: van desde los dedos del pie hasta la parte alta del muslo, con la rodilla doblada. Puede sorprender, pero que el yeso sea largo es importante. Evita que se deslice y mantiene bien la corrección, algo que un yeso corto no consigue.</p>
<p>Cada semana se retira el yeso, se vuelve a estirar el pie y se coloca uno nuevo. Poco a poco, el pie gira hacia fuera y su curva se endereza. La mayoría de los bebés necesitan <strong>entre 5 y 8 yesos aproximadamente</strong>, aunque algunos necesitan alguno más o alguno menos. Tu equipo te explicará en cada cita cómo va avanzando.</p>
<p>Los bebés suelen acostumbrarse rápido a los yesos. Darle de comer a tu bebé durante el cambio de yeso puede ayudarle a estar tranquilo, así que pregunta si en tu consulta están de acuerdo con que lo hagas.</p>
<h2>Paso 2: La tenotomía del tendón de Aquiles</h2>
<p>Una vez corregidas la parte delantera y la parte media del pie, lo que suele quedar es un tendón de Aquiles tenso, que impide que el talón baje y que el tobillo se doble hacia arriba. Para la mayoría de los niños, aproximadamente entre el 80 y el 90 %, el equipo recomendará una <strong>tenotomía</strong>: un procedimiento menor en el que se libera el tendón a través de una abertura muy pequeña en la parte de atrás del talón.</p>
<p>En muchas consultas se hace con anestesia local y dura solo unos minutos. Después, el tendón cicatriza con una longitud mayor, lo que permite que el pie se doble bien hacia arriba. Justo después se coloca un último yeso, que suele quedarse puesto <strong>unas 3 semanas</strong> mientras el tendón cicatriza. No todos los niños necesitan una tenotomía; tu equipo lo decidirá según cómo se mueva el tobillo.</p>
<h2>Paso 3: Botas y barra</h2>
<p>Cuando se retira el último yeso, el pie se ve muy diferente. Pero los tejidos de un pie zambo tienden a volver a tensarse mientras el niño es pequeño y está creciendo, así que hay que mantener la corrección. Para eso se usa una <strong>férula de abducción</strong>, a menudo llamada «botas y barra»: dos zapatos o botas especiales fijados a una barra, que mantiene los pies separados y girados hacia fuera con los ángulos que indique tu equipo.</p>
<ul>
<li>Al principio se lleva <strong>unas 23 horas al día durante unos tres meses</strong>, y solo se quita para el baño y un descanso corto.</li>
<li>Después se lleva <strong>por la noche y durante las siestas</strong>, normalmente hasta que el niño tiene <strong>entre 4 y 5 años</strong>.</li>
</ul>
<p>Es la parte más larga del tratamiento y, para muchas familias, la más difícil. También es la que más ayuda a evitar que el pie zambo vuelva, así que vale la pena todo el esfuerzo. En nuestra sección sobre la férula encontrarás consejos prácticos de madres, padres y enfermeras.</p>
<h2>Seguimiento mientras tu hijo crece</h2>
<p>Los controles periódicos continúan durante varios años para que el equipo pueda ver cómo se desarrolla el pie. A veces el pie empieza a volver poco a poco hacia su antigua posición; esto se llama recaída. Si se detecta a tiempo, suele responder bien a unos cuantos yesos más. Algunos niños necesitan más adelante otra operación menor, y tu equipo te explicará si esto podría ser el caso de tu hijo.</p>
<h2>Lo que el método no incluye</h2>
<p>El método Ponseti evita las grandes operaciones en las articulaciones y los ligamentos del pie. La mayoría de los niños no necesitan nada más que los yesos, la pequeña tenotomía y la férula. Esto es importante, porque los pies corregidos de esta forma suelen conservar más flexibilidad que los que pasaron por una cirugía extensa.</p>
<h2>Trabajar en equipo</h2>
<p>El método Ponseti funciona mejor como una colaboración. Los profesionales aportan su experiencia en la colocación de los yesos y su orientación; las familias aportan el cuidado diario y la constancia que hacen que la corrección dure. Nunca sientas que haces demasiadas preguntas. Si algo no parece ir bien, o si alguna etapa se te está haciendo difícil, habla con el equipo que trata a tu hijo. Ya han visto de todo y quieren ayudarte.</p>`,
  },
  fr: {
    title: 'La méthode de Ponseti, étape par étape',
    excerpt:
      'Des plâtres chaque semaine, un geste rapide sur le tendon d’Achille et des années de chaussures et barre la nuit : le traitement que reçoivent aujourd’hui la plupart des enfants nés avec un pied bot, expliqué simplement.',
    content: `<p>La méthode de Ponseti est le traitement aujourd’hui utilisé par la plupart des équipes spécialisées dans le pied bot à travers le monde. Elle a été mise au point par le Dr Ignacio Ponseti à l’Université de l’Iowa et, au fil des années, elle a largement remplacé les grosses opérations autrefois courantes. Elle est douce, utilise un matériel simple et, lorsqu’elle est suivie avec soin, elle permet à la plupart des enfants d’avoir un pied souple, solide et confortable.</p>
<p>Le traitement comporte deux phases : une <strong>phase de correction</strong>, pendant laquelle le pied est progressivement amené dans une bonne position, et une <strong>phase de maintien</strong>, au cours de laquelle cette position est conservée tandis que l’enfant grandit.</p>
<h2>Étape 1 : Manipulations douces et plâtres hebdomadaires</h2>
<p>Le traitement commence généralement dans les premières semaines de vie. À chaque rendez-vous, le soignant étire et mobilise doucement le pied de votre bébé pendant un court moment, en le guidant un peu plus vers la bonne position. Il pose ensuite un plâtre pour maintenir le pied dans cette position.</p>
<p>Ce sont des <strong>plâtres longs</strong> : ils vont des orteils jusqu’en haut de la cuisse, genou plié. Cela peut surprendre, mais cette longueur est importante. Elle empêche le plâtre de glisser et maintient correctement la correction, ce qu’un plâtre court ne permet pas.</p>
<p>Chaque semaine, le plâtre est retiré, le pied est de nouveau étiré, puis un nouveau plâtre est posé. Petit à petit, le pied se tourne vers l’extérieur et sa courbure se redresse. La plupart des bébés ont besoin d’<strong>environ 5 à 8 plâtres</strong>, même si certains en ont besoin d’un peu plus ou d’un peu moins. Votre équipe vous expliquera à chaque rendez-vous comment les choses avancent.</p>
<p>Les bébés s’habituent souvent vite aux plâtres. Nourrir votre bébé pendant le changement de plâtre peut l’aider à rester calme ; demandez donc si l’équipe est d’accord pour que vous le fassiez.</p>
<h2>Étape 2 : La ténotomie du tendon d’Achille</h2>
<p>Une fois l’avant et le milieu du pied corrigés, il reste souvent un tendon d’Achille trop tendu, qui empêche le talon de descendre et la cheville de se plier vers le haut. Pour la plupart des enfants, environ 80 à 90 %, l’équipe recommandera une <strong>ténotomie</strong> : un petit geste au cours duquel le tendon est libéré par une toute petite ouverture à l’arrière du talon.</p>
<p>Dans de nombreux centres, elle se fait sous anesthésie locale et ne prend que quelques minutes. Le tendon cicatrise ensuite en étant plus long, ce qui permet au pied de bien se plier vers le haut. Un dernier plâtre est posé juste après et reste généralement en place <strong>environ 3 semaines</strong>, le temps que le tendon cicatrise. Tous les enfants n’ont pas besoin d’une ténotomie ; votre équipe décidera en fonction de la mobilité de la cheville.</p>
<h2>Étape 3 : Chaussures et barre</h2>
<p>Quand le dernier plâtre est retiré, le pied a un tout autre aspect. Mais les tissus d’un pied bot ont tendance à se resserrer de nouveau tant que l’enfant est petit et en pleine croissance : il faut donc maintenir la correction. On utilise pour cela une <strong>attelle d’abduction</strong>, souvent appelée « chaussures et barre » : deux chaussures ou bottines spéciales fixées à une barre, qui maintient les pieds écartés et tournés vers l’extérieur selon des angles réglés par votre équipe.</p>
<ul>
<li>Au début, elle se porte <strong>environ 23 heures par jour pendant à peu près trois mois</strong> et ne s’enlève que pour le bain et une courte pause.</li>
<li>Ensuite, elle se porte <strong>la nuit et pendant les siestes</strong>, généralement jusqu’à l’âge de <strong>4 à 5 ans</strong>.</li>
</ul>
<p>C’est la partie la plus longue du traitement et, pour beaucoup de familles, la plus difficile. C’est aussi celle qui contribue le plus à empêcher le pied bot de revenir : chaque effort en vaut donc la peine. Notre rubrique consacrée à l’attelle propose des conseils pratiques de parents et d’infirmières.</p>
<h2>Le suivi pendant que votre enfant grandit</h2>
<p>Des consultations de contrôle régulières se poursuivent pendant plusieurs années pour que l’équipe puisse voir comment le pied se développe. Il arrive qu’un pied commence à revenir peu à peu vers son ancienne position : c’est ce qu’on appelle une récidive. Repérée tôt, elle répond souvent bien à quelques plâtres supplémentaires. Certains enfants ont besoin plus tard d’une autre petite opération, et votre équipe vous dira si cela pourrait concerner votre enfant.</p>
<h2>Ce que la méthode n’implique pas</h2>
<p>La méthode de Ponseti évite les grosses opérations sur les articulations et les ligaments du pied. La plupart des enfants n’ont besoin de rien d’autre que des plâtres, de la petite ténotomie et de l’attelle. C’est important, car les pieds corrigés de cette façon restent généralement plus souples que ceux qui ont subi une chirurgie importante.</p>
<h2>Travailler en équipe</h2>
<p>La méthode de Ponseti fonctionne mieux comme un partenariat. Les soignants apportent leur savoir-faire pour les plâtres et leurs conseils ; les familles apportent les soins quotidiens et la régularité qui permettent à la correction de durer. N’ayez jamais l’impression de poser trop de questions. Si quelque chose ne vous semble pas normal, ou si une étape vous paraît difficile, parlez-en à l’équipe soignante de votre enfant. Ces professionnels ont déjà tout vu et ne demandent qu’à vous aider.</p>`,
  },
} satisfies SeedArticleTranslations;
