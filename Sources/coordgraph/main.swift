import CoordGraphCLI
import Foundation

exit(CoordGraphCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
