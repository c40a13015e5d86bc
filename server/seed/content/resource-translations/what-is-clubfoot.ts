import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: '¿Qué es el pie zambo? Una introducción cercana para las familias',
    excerpt:
      'El pie zambo es una de las diferencias más frecuentes con las que nacen los bebés, y tiene muy buen tratamiento. Aquí te contamos qué es, qué lo causa y qué suele pasar después.',
    content: `<p>Si acabas de oír las palabras «pie zambo» por primera vez, quizá en una ecografía del embarazo o en las horas siguientes al nacimiento de tu bebé, es posible que sientas preocupación y que todo te resulte un poco abrumador. Es completamente comprensible. La buena noticia es que el pie zambo se conoce bien, es frecuente y, con el tratamiento actual, la mayoría de los niños crecen y caminan, corren y juegan igual que sus amigos.</p>
<h2>Qué es el pie zambo</h2>
<p>El pie zambo es una afección con la que nace el bebé, en la que el pie está girado hacia dentro y hacia abajo. Su nombre médico es <strong>pie equino varo congénito</strong>, que a menudo se abrevia PEVC (en inglés, CTEV). «Congénito» significa que está presente desde el nacimiento, y «equino varo» describe la posición: el pie apunta hacia abajo, un poco como el casco de un caballo (de ahí viene «equino»), y se gira hacia dentro, hacia el otro pie (eso es lo que indica «varo»).</p>
<p>En un bebé con pie zambo, los tendones y ligamentos de la parte interna y de la parte de atrás del pie son más cortos y tensos de lo habitual. Tiran de los pequeños huesos del pie y los llevan a una posición torcida. El pie suele ser un poco más pequeño, el talón puede notarse alto y blando, y puede haber un pliegue profundo que cruza la planta. Lo que necesita una corrección suave y gradual son, sobre todo, los tejidos blandos que sujetan los huesos.</p>
<h2>¿Es frecuente?</h2>
<p>El pie zambo afecta aproximadamente a 1 de cada 1000 bebés que nacen, lo que lo convierte en una de las afecciones presentes al nacer más frecuentes. Los niños varones se ven afectados aproximadamente el doble que las niñas. En cerca de la mitad de los niños están afectados los dos pies (es lo que se llama pie zambo bilateral), y en la otra mitad, solo uno.</p>
<h2>¿Qué lo causa?</h2>
<p>En la mayoría de los niños no se encuentra una causa única. Los médicos lo llaman pie zambo <strong>idiopático</strong>, que simplemente significa «de causa desconocida». Los investigadores creen que influye una combinación de factores genéticos y de otro tipo, y a veces se repite en una misma familia, pero todavía queda mucho por saber.</p>
<p>Hay algo que está muy claro: <strong>el pie zambo no se debe a nada que los padres hayan hecho o dejado de hacer</strong>. No lo causa cómo dormiste, lo que comiste, el ejercicio, el estrés ni un golpe durante el embarazo. Muchas madres y padres cargan en silencio con un sentimiento de culpa, así que vale la pena decirlo con claridad: no es culpa tuya.</p>
<p>En un número menor de niños, el pie zambo aparece junto con otra afección, como una enfermedad neuromuscular o un síndrome genético. A esto a veces se le llama pie zambo no idiopático o sindrómico. Estos pies pueden ser más rígidos y quizá necesiten un enfoque algo diferente, por eso el médico de tu hijo examinará a tu bebé con atención de la cabeza a los pies y te explicará si hace falta alguna prueba más.</p>
<p>El pie zambo también es distinto de un pie <em>postural</em>: en ese caso, el pie del bebé ha quedado apretado en una posición poco habitual dentro del útero, pero es flexible y se puede llevar fácilmente a una posición normal. Un especialista puede distinguirlos al examinar el pie.</p>
<h2>Saberlo antes del nacimiento</h2>
<p>A veces el pie zambo se ve en una ecografía prenatal, así que algunas familias lo saben meses antes de que llegue su bebé, mientras que otras se enteran al nacer. La ecografía no siempre puede mostrar lo rígido que es el pie ni si están afectados los dos pies, de modo que el panorama completo normalmente solo se aclara cuando el bebé nace y lo examinan. Si se sospecha pie zambo durante el embarazo, pregunta si pueden derivarte a una consulta especializada en pie zambo para conocer al equipo e informarte sobre el tratamiento con antelación.</p>
<h2>¿Le duele a mi bebé?</h2>
<p>El pie zambo no le duele a un bebé recién nacido. Los bebés con pie zambo comen, duermen y patalean como los demás bebés. El tratamiento suele empezar en las primeras semanas de vida, cuando los tejidos son más flexibles.</p>
<h2>Cómo se trata</h2>
<p>Hoy en día, la mayoría de los casos de pie zambo se tratan con el <strong>método Ponseti</strong>: un enfoque suave y no quirúrgico que utiliza una serie de yesos semanales, normalmente un pequeño procedimiento para liberar el tendón de Aquiles cuando está tenso, y una férula de abducción que se lleva mientras el niño duerme, durante varios años. Da excelentes resultados cuando las familias y los equipos trabajan juntos. Puedes leer cada paso en nuestro artículo sobre el método Ponseti.</p>
<h2>Qué hacer ahora</h2>
<ul>
<li>Pide que te deriven a una consulta con experiencia en el tratamiento Ponseti, idealmente poco después del nacimiento.</li>
<li>Anota tus preguntas a medida que te vayan surgiendo y llévalas a las citas.</li>
<li>Ponte en contacto con otras familias. Escuchar a quienes ya han pasado por esto puede ser un gran consuelo.</li>
</ul>
<p>Cada niño es diferente, y este artículo ofrece información general, no consejos sobre tu bebé. El equipo que trata a tu hijo es la mejor fuente de orientación sobre sus pies, su plan de tratamiento y cualquier cosa que te preocupe.</p>`,
  },
  fr: {
    title: 'Qu’est-ce que le pied bot ? Une présentation en douceur pour les familles',
    excerpt:
      'Le pied bot fait partie des différences les plus fréquentes à la naissance, et il se soigne très bien. Voici ce que c’est, ce qui le provoque et ce qui se passe généralement ensuite.',
    content: `<p>Si vous venez d’entendre les mots « pied bot » pour la première fois, que ce soit lors d’une échographie de grossesse ou dans les heures qui ont suivi la naissance de votre bébé, il est possible que l’inquiétude vous gagne et que tout cela vous paraisse un peu écrasant. C’est tout à fait compréhensible. La bonne nouvelle, c’est que le pied bot est bien connu, qu’il est fréquent et qu’avec les traitements actuels, la plupart des enfants pourront, en grandissant, marcher, courir et jouer comme leurs camarades.</p>
<h2>Ce qu’est le pied bot</h2>
<p>Le pied bot est une affection avec laquelle le bébé naît : le pied est tourné vers l’intérieur et vers le bas. Son nom médical est <strong>pied bot varus équin congénital</strong>, souvent abrégé en PBVE (CTEV en anglais). « Congénital » signifie présent dès la naissance, et « varus équin » décrit la position : le pied pointe vers le bas, un peu comme le sabot d’un cheval (c’est de là que vient le mot « équin »), et il se tourne vers l’intérieur, vers l’autre pied (c’est le « varus »).</p>
<p>Chez un bébé né avec un pied bot, les tendons et les ligaments situés à l’intérieur et à l’arrière du pied sont plus courts et plus tendus que d’habitude. Ils tirent les petits os du pied dans une position tordue. Le pied est souvent un peu plus petit, le talon peut sembler haut et mou, et un pli profond peut traverser la plante du pied. Ce sont surtout les tissus mous qui maintiennent les os qui ont besoin d’être corrigés, en douceur et progressivement.</p>
<h2>Est-ce fréquent ?</h2>
<p>Le pied bot touche environ 1 bébé sur 1 000, ce qui en fait l’une des affections présentes à la naissance les plus fréquentes. Les garçons sont touchés environ deux fois plus souvent que les filles. Chez environ la moitié des enfants, les deux pieds sont atteints (on parle de pied bot bilatéral) ; chez l’autre moitié, un seul pied l’est.</p>
<h2>Quelles en sont les causes ?</h2>
<p>Chez la plupart des enfants, on ne trouve pas de cause unique. Les médecins parlent alors de pied bot <strong>idiopathique</strong>, ce qui veut simplement dire « de cause inconnue ». Les chercheurs pensent qu’un ensemble de facteurs, génétiques et autres, entre en jeu, et il arrive que plusieurs membres d’une même famille soient concernés, mais beaucoup de choses restent encore inconnues.</p>
<p>Une chose est très claire : <strong>le pied bot n’est pas dû à quelque chose que les parents auraient fait ou pas fait</strong>. Il n’est causé ni par votre façon de dormir, ni par ce que vous avez mangé, ni par l’activité physique, ni par le stress, ni par un choc pendant la grossesse. Beaucoup de parents portent en silence un sentiment de culpabilité, alors il est important de le dire clairement : ce n’est pas de votre faute.</p>
<p>Chez un plus petit nombre d’enfants, le pied bot est associé à une autre affection, comme une maladie neuromusculaire ou un syndrome génétique. On parle parfois de pied bot non idiopathique ou syndromique. Ces pieds peuvent être plus raides et nécessiter une approche un peu différente ; le médecin de votre enfant examinera donc attentivement votre bébé de la tête aux pieds et vous expliquera si d’autres examens sont nécessaires.</p>
<p>Le pied bot est aussi différent d’un pied dit <em>postural</em> : dans ce cas, le pied du bébé a été comprimé dans une position inhabituelle dans l’utérus, mais il reste souple et peut facilement être ramené dans une position normale. Un spécialiste peut faire la différence en examinant le pied.</p>
<h2>Le savoir avant la naissance</h2>
<p>Le pied bot peut parfois être vu lors d’une échographie prénatale : certaines familles le savent donc des mois avant l’arrivée de leur bébé, tandis que d’autres le découvrent à la naissance. L’échographie ne permet pas toujours de savoir à quel point le pied est raide ni si les deux pieds sont atteints ; on n’a donc généralement une vision complète qu’une fois le bébé né et examiné. Si un pied bot est suspecté pendant la grossesse, demandez si l’on peut vous orienter vers une consultation spécialisée dans le pied bot, pour rencontrer l’équipe et vous informer sur le traitement à l’avance.</p>
<h2>Est-ce que mon bébé a mal ?</h2>
<p>Le pied bot ne fait pas mal au nouveau-né. Les bébés nés avec un pied bot tètent, dorment et gigotent comme les autres bébés. Le traitement commence généralement dans les premières semaines de vie, quand les tissus sont les plus souples.</p>
<h2>Comment le soigne-t-on ?</h2>
<p>Aujourd’hui, la plupart des pieds bots sont traités par la <strong>méthode de Ponseti</strong> : une approche douce et non chirurgicale qui repose sur une série de plâtres changés chaque semaine, le plus souvent un petit geste pour libérer un tendon d’Achille trop tendu, puis une attelle d’abduction portée pendant le sommeil, sur plusieurs années. Elle donne d’excellents résultats quand les familles et les équipes travaillent ensemble. Vous trouverez chaque étape expliquée dans notre article sur la méthode de Ponseti.</p>
<h2>Que faire ensuite ?</h2>
<ul>
<li>Demandez qu’on vous oriente vers une équipe expérimentée dans la méthode de Ponseti, idéalement peu après la naissance.</li>
<li>Notez vos questions au fur et à mesure qu’elles vous viennent, et apportez-les aux rendez-vous.</li>
<li>Entrez en contact avec d’autres familles. Écouter des personnes qui sont passées par là peut être d’un grand réconfort.</li>
</ul>
<p>Chaque enfant est différent, et cet article donne des informations générales, pas des conseils concernant votre bébé. L’équipe soignante de votre enfant est la mieux placée pour vous guider au sujet de ses pieds, de son plan de traitement et de tout ce qui vous inquiète.</p>`,
  },
} satisfies SeedArticleTranslations;
