import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'Cómo encontrar zapatos cuando cada pie tiene una talla distinta',
    excerpt:
      'Un pie zambo tratado suele ser más corto que el otro. Consejos generales para que niños y adultos encuentren zapatos cómodos cuando el pie izquierdo y el derecho necesitan tallas distintas.',
    content: `<p>Uno de los retos más prácticos del día a día con el pie zambo son los zapatos. Un pie que ha recibido tratamiento por pie zambo suele ser más corto, y a veces más ancho, que el otro. En muchas personas la diferencia es de 1 a 1,5 tallas aproximadamente, aunque puede ser menor o mayor. He pasado buena parte de mi vida en zapaterías, así que aquí van los consejos que me habría gustado conocer antes. Son ideas generales, no recomendaciones de ninguna marca ni tienda en concreto.</p>
<h2>Mide los dos pies, siempre</h2>
<p>Los pies cambian, sobre todo en los niños, así que mide los dos pies cada vez que compres zapatos, con la persona de pie y, si es posible, a última hora del día, cuando los pies están un poco más grandes. Mide el largo y el ancho. En los niños, comprueba que quede un poco de espacio para crecer en la punta de cada pie, no solo en la del pie más grande.</p>
<h2>Diferencias pequeñas: compra para el pie más grande y ajusta el más pequeño</h2>
<p>Si la diferencia es pequeña, muchas personas compran la talla del pie más grande y luego hacen que el otro zapato quede más ajustado. Algunas opciones:</p>
<ul>
<li>Una plantilla extra o más gruesa en el zapato del pie más pequeño</li>
<li>Una almohadilla o protector de talón para evitar que el talón se salga</li>
<li>Una almohadilla para la lengüeta, que rellena el espacio sobre el empeine</li>
<li>Un calcetín un poco más grueso en el pie más pequeño</li>
<li>Zapatos con cordones, correas o cierres autoadherentes, que se pueden apretar más en un lado que en el otro</li>
</ul>
<p>Los zapatos sin cordones ni cierres, que simplemente se calzan, y los zapatos planos tipo bailarina suelen ser los más difíciles de adaptar a dos tallas, porque no hay nada que ajustar.</p>
<h2>Diferencias mayores: dos tallas, dos zapatos</h2>
<p>Cuando un pie quedaría «nadando» dentro del zapato que le va bien al otro, el relleno no basta. Algunas opciones que vale la pena explorar:</p>
<ul>
<li><strong>Compra dos pares</strong> de tallas distintas y guarda los zapatos que sobran. Si conoces a alguien con la diferencia de tallas al revés, quizá puedan repartirse los que sobran.</li>
<li><strong>Programas de pares desiguales:</strong> algunas organizaciones benéficas, grupos comunitarios y tiendas ayudan a las personas con pies de distinta talla a comprar zapatos sueltos o pares con un zapato de cada talla. Los grupos de apoyo sobre el pie zambo suelen saber qué hay disponible en tu zona.</li>
<li><strong>Pares de dos tallas:</strong> algunos fabricantes y tiendas venden un par formado por dos tallas distintas, a veces solo si se pide. Siempre vale la pena preguntar con amabilidad.</li>
<li><strong>Grupos de intercambio:</strong> las comunidades en línea donde personas con pies de distinta talla se ponen en contacto entre sí pueden ser un recurso estupendo.</li>
</ul>
<h2>El ancho y el volumen también importan</h2>
<p>Un pie zambo tratado puede ser más ancho o tener el empeine más alto, y el tobillo puede estar más rígido. Busca zapatos con una puntera amplia, un contrafuerte firme que sujete el talón y un cierre que se abra bien para que el pie entre con facilidad. A algunas personas, un tacón pequeño o una suela ligeramente curvada que ayude a que el pie ruede hacia delante les hace más cómodo caminar cuando el tobillo no se dobla mucho hacia arriba; otras prefieren zapatos completamente planos. Si puedes, prueba distintos estilos y camina un rato por la tienda antes de decidirte.</p>
<h2>Plantillas y órtesis</h2>
<p>Si usas una plantilla a medida o una órtesis, llévala cuando vayas a probarte zapatos, porque cambia cómo te quedan. Los zapatos con plantilla extraíble lo facilitan. No empieces a usar una plantilla comprada en una tienda para el dolor sin pedir consejo, porque un soporte inadecuado puede empeorar las cosas.</p>
<h2>Para madres y padres de niños pequeños</h2>
<ul>
<li>Revisa a menudo cómo le quedan los zapatos, porque los pies crecen rápido y no siempre al mismo ritmo.</li>
<li>Mírale la piel cuando tu hijo lleve un rato con zapatos nuevos. Si hay marcas rojas que no desaparecen, o ampollas, hay que replantearse cómo le quedan.</li>
<li>Recuerda que los zapatos de diario son algo aparte de cualquier zapato que haya recetado la clínica. Nunca modifiques por tu cuenta los zapatos recetados.</li>
<li>Deja que los niños de más edad opinen sobre el estilo. Los zapatos que les gustan son los zapatos que se pondrán.</li>
</ul>
<h2>Cuándo pedir ayuda</h2>
<p>Si no encuentras nada cómodo, tienes dolor, ampollas o callosidades, o no sabes si una plantilla es adecuada, pide consejo al equipo que trata a tu hijo, a tu propio médico o a un podólogo o técnico ortopédico. Pueden revisar los pies y orientarte hacia los servicios de tu zona. Encontrar buenos zapatos puede requerir paciencia, pero la mayoría de las personas acaba dando con un sistema que le funciona.</p>`,
  },
  fr: {
    title: 'Trouver des chaussures quand vos deux pieds n’ont pas la même pointure',
    excerpt:
      'Un pied bot traité est souvent plus court que l’autre. Quelques conseils généraux pour aider enfants et adultes à trouver des chaussures confortables quand le pied gauche et le pied droit n’ont pas la même pointure.',
    content: `<p>Les chaussures font partie des difficultés les plus concrètes du quotidien avec un pied bot. Un pied traité pour un pied bot est souvent plus court, et parfois plus large, que l’autre. Chez beaucoup de personnes, la différence est d’environ 1 à 1,5 pointure, mais elle peut être plus petite ou plus grande. J’ai passé une bonne partie de ma vie dans les magasins de chaussures, alors voici les conseils que j’aurais aimé connaître plus tôt. Ce sont des idées générales, pas des recommandations pour une marque ou un magasin en particulier.</p>
<h2>Mesurez les deux pieds, à chaque fois</h2>
<p>Les pieds changent, surtout chez les enfants : mesurez donc les deux pieds à chaque achat de chaussures, en position debout et, idéalement, en fin de journée, quand les pieds sont un peu plus gros. Mesurez la longueur et la largeur. Pour les enfants, vérifiez qu’il reste un peu de place pour grandir au bout des orteils de chaque pied, et pas seulement du plus grand.</p>
<h2>Petites différences : choisir pour le plus grand pied, ajuster pour le plus petit</h2>
<p>Si la différence est faible, beaucoup de personnes achètent la pointure du plus grand pied, puis font en sorte que l’autre chaussure tienne mieux au pied. Quelques possibilités :</p>
<ul>
<li>Une semelle intérieure supplémentaire ou plus épaisse dans la chaussure du plus petit pied</li>
<li>Un coussinet de talon pour empêcher le talon de glisser hors de la chaussure</li>
<li>Un coussinet de languette, qui comble l’espace sur le dessus du pied</li>
<li>Une chaussette un peu plus épaisse sur le plus petit pied</li>
<li>Des chaussures à lacets, à brides ou à fermeture auto-agrippante, que l’on peut serrer davantage d’un côté que de l’autre</li>
</ul>
<p>Les chaussures à enfiler sans attache et les ballerines sont généralement les plus difficiles à adapter à deux pointures, car il n’y a rien à régler.</p>
<h2>Grandes différences : deux pointures, deux chaussures</h2>
<p>Quand un pied « flotterait » dans une chaussure adaptée à l’autre, le rembourrage ne suffit plus. Quelques pistes à explorer :</p>
<ul>
<li><strong>Acheter deux paires</strong> de pointures différentes et garder les chaussures en trop. Si vous connaissez quelqu’un qui a la différence de pointure inverse, vous pourrez peut-être partager les chaussures restantes.</li>
<li><strong>Programmes de paires dépareillées :</strong> certaines associations caritatives, certains groupes locaux et certains commerçants aident les personnes dont les pieds n’ont pas la même pointure à acheter des chaussures à l’unité ou des paires dépareillées. Les groupes de soutien autour du pied bot savent souvent ce qui existe près de chez vous.</li>
<li><strong>Paires de deux pointures :</strong> certains fabricants et magasins acceptent de vendre une paire composée de deux pointures différentes, parfois uniquement sur demande. Cela vaut toujours la peine de demander poliment.</li>
<li><strong>Groupes d’échange :</strong> les communautés en ligne où des personnes aux pieds de pointures différentes se mettent en relation peuvent être une ressource précieuse.</li>
</ul>
<h2>La largeur et le volume comptent aussi</h2>
<p>Un pied bot traité peut être plus large ou avoir un cou-de-pied plus haut, et la cheville peut être plus raide. Cherchez des chaussures avec un avant spacieux pour les orteils, un contrefort rigide qui maintient bien le talon et une fermeture qui s’ouvre largement pour que le pied s’y glisse facilement. Certaines personnes trouvent qu’un petit talon, ou une semelle légèrement arrondie qui aide le pied à basculer vers l’avant, rend la marche plus confortable quand la cheville se plie peu vers le haut ; d’autres préfèrent des chaussures complètement plates. Essayez différents modèles si vous le pouvez, et marchez un moment dans le magasin avant de vous décider.</p>
<h2>Semelles et orthèses</h2>
<p>Si vous utilisez une semelle sur mesure ou une orthèse, emportez-la quand vous essayez des chaussures, car elle change la façon dont elles chaussent. Les chaussures à semelle intérieure amovible facilitent les choses. Ne commencez pas à utiliser une semelle achetée en magasin contre une douleur sans avoir demandé conseil, car un mauvais soutien peut aggraver la situation.</p>
<h2>Pour les parents de jeunes enfants</h2>
<ul>
<li>Vérifiez souvent que les chaussures sont bien ajustées, car les pieds grandissent vite, et pas toujours au même rythme.</li>
<li>Regardez la peau de votre enfant après qu’il a porté de nouvelles chaussures pendant un moment. Des marques rouges qui ne s’estompent pas, ou des ampoules, signifient qu’il faut revoir le choix des chaussures.</li>
<li>N’oubliez pas que les chaussures de tous les jours sont distinctes des chaussures prescrites par le centre de soins. Ne modifiez jamais vous-même des chaussures prescrites.</li>
<li>Laissez les enfants plus grands donner leur avis sur le style. Des chaussures qu’ils aiment, ce sont des chaussures qu’ils porteront.</li>
</ul>
<h2>Quand demander de l’aide</h2>
<p>Si vous ne trouvez rien de confortable, si vous avez des douleurs, des ampoules ou de la corne, ou si vous ne savez pas si une semelle convient, demandez conseil à l’équipe soignante de votre enfant, à votre propre médecin, ou à un podologue ou un orthésiste. Ils peuvent examiner les pieds et vous orienter vers les services proches de chez vous. Trouver de bonnes chaussures demande parfois de la patience, mais la plupart des gens finissent par trouver une solution qui leur convient.</p>`,
  },
} satisfies SeedArticleTranslations;
